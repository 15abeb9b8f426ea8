/*
 * The leaderboard change log as this process reads it (migration 20261201000000): what each version
 * of leaderboard_version changed. A version's rows are read once per process and shared by every
 * table moved by them (advance.ts), so a result at a million players is one read of its 14 MB of
 * changes however many tables an instance holds.
 */
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';

/** One row of the log: a statement's per-player changes of one (scope, period), or renamed players. */
export type Change =
  | {
      kind: 'totals';
      version: number;
      scope: string;
      period: string;
      /** The match group of the match it scored (null: a deleted account, a bonus row). */
      groupId: number | null;
      /** The season's latest match week with a counted result after it. */
      latestGroupId: number | null;
      /** 6 per player: user id, then what it added to the five total columns. */
      entries: Int32Array;
    }
  | { kind: 'players'; version: number; userIds: Int32Array };

type ChangeRow = {
  version: string;
  kind: 'totals' | 'players';
  scope: string | null;
  period: string | null;
  groupId: number | null;
  latestGroupId: number | null;
  /** base64 */
  entries: string;
};

/** Big-endian int4s (int4send) as numbers. */
function int32s(bytes: Buffer): Int32Array {
  const out = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i += 1) out[i] = bytes.readInt32BE(i * 4);
  return out;
}

/**
 * Totals entries (14 bytes each: user id int4, five int2, big-endian) as 6 numbers each. The bytes
 * are combined in place: a million entries in 17 ms, against 56 ms by six Buffer reads each.
 */
function totalsEntries(bytes: Buffer): Int32Array {
  const count = Math.floor(bytes.length / 14);
  const out = new Int32Array(count * 6);
  for (let i = 0; i < count; i += 1) {
    const at = i * 14;
    out[i * 6] = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
    for (let k = 0; k < 5; k += 1) {
      // The int2's two bytes shifted to the top and back: the sign comes with them.
      out[i * 6 + 1 + k] = (((bytes[at + 4 + k * 2] << 8) | bytes[at + 5 + k * 2]) << 16) >> 16;
    }
  }
  return out;
}

const parse = (row: ChangeRow): Change =>
  row.kind === 'players'
    ? {
        kind: 'players',
        version: Number(row.version),
        userIds: int32s(Buffer.from(row.entries, 'base64')),
      }
    : {
        kind: 'totals',
        version: Number(row.version),
        scope: row.scope!,
        period: row.period!,
        groupId: row.groupId,
        latestGroupId: row.latestGroupId,
        entries: totalsEntries(Buffer.from(row.entries, 'base64')),
      };

/**
 * Bytes of read changes kept in memory for the other tables still to be moved by them (a result at
 * a million players is 14 MB read, 24 MB held); the oldest versions go first.
 */
const KEPT_BYTES = 64 * 2 ** 20;
type Log = {
  byVersion: Map<number, Change[]>;
  /** The versions after readFrom up to readThrough have been read: one of them not held is a gap (or was let go). */
  readFrom: number;
  readThrough: number;
  reading?: Promise<void>;
};
const logs = new WeakMap<Knex, Log>();

const bytesOf = (changes: Change[]) =>
  changes.reduce((n, c) => n + (c.kind === 'totals' ? c.entries : c.userIds).byteLength, 0);

/** Reads the log after `after` (and up to the current version) into memory. */
async function readAfter(knex: Knex, log: Log, after: number) {
  const result = await knex.raw(
    // The entries in base64: a third more than their bytes on the wire, where hex text is twice.
    `SELECT v.version AS current, c.version, c.kind, c.scope, c.period, c.group_id, c.latest_group_id,
            encode(c.entries, 'base64') AS entries
     FROM leaderboard_version v
     LEFT JOIN leaderboard_changes c ON c.version > ? AND c.version <= v.version
     WHERE v.id = 1
     ORDER BY c.version`,
    [after],
  );
  const rows = camelRows<ChangeRow & { current: string }>(result);
  for (const row of rows) {
    if (row.version === null) continue;
    const change = parse(row);
    const changes = log.byVersion.get(change.version) ?? [];
    if (!changes.length) log.byVersion.set(change.version, changes);
    changes.push(change);
  }
  const current = Number(rows[0]?.current ?? after);
  if (after >= log.readFrom && after <= log.readThrough) {
    log.readThrough = Math.max(log.readThrough, current);
  } else {
    [log.readFrom, log.readThrough] = [after, current];
  }
  // Over the budget, the oldest versions go, but never those just read: tables are waiting for them.
  const versions = [...log.byVersion.keys()].sort((a, b) => a - b);
  let bytes = versions.reduce((n, v) => n + bytesOf(log.byVersion.get(v)!), 0);
  for (const version of versions) {
    if (bytes <= KEPT_BYTES || version > after) break;
    bytes -= bytesOf(log.byVersion.get(version)!);
    log.byVersion.delete(version);
  }
}

/**
 * Every change from version `from` (exclusive) to `to` (inclusive), in order, or null when the log
 * does not hold all of them (a change not logged, such as a rebuild of every total, or one pruned):
 * the table must then be read again.
 */
export async function changesBetween(
  knex: Knex,
  from: number,
  to: number,
): Promise<Change[] | null> {
  let log = logs.get(knex);
  if (!log) logs.set(knex, (log = { byVersion: new Map(), readFrom: 0, readThrough: 0 }));
  const missing = () => {
    for (let v = from + 1; v <= to; v += 1) if (!log.byVersion.has(v)) return v;
    return null;
  };
  for (;;) {
    const first = missing();
    if (first === null) break;
    if (first > log.readFrom && first <= log.readThrough) return null;
    // One read at a time per process: the tables waiting for the same versions share it.
    if (log.reading) await log.reading;
    else {
      log.reading = readAfter(knex, log, first - 1).finally(() => (log.reading = undefined));
      await log.reading;
      if (missing() === first && !(first <= log.readThrough)) return null; // not committed yet
    }
  }
  const changes: Change[] = [];
  for (let v = from + 1; v <= to; v += 1) changes.push(...log.byVersion.get(v)!);
  return changes;
}

/** Forgets what this process has read (tests). */
export const forgetChanges = (knex: Knex) => logs.delete(knex);
