/*
 * Saved tables (migration 20261201000010): a large table as it was last read whole, packed as its
 * arrays (the machine's byte order: every instance of one deployment runs on the same platform)
 * and its names as JSON. A starting instance reads the saved table and moves it on by the change
 * log (advance.ts) instead of reading every player's totals again; one saved longer ago than the log
 * keeps is read again as before.
 */
import type { Knex } from 'knex';
import { camelRows } from '../../db/rows';
import type { Basis, NameOf, Snapshot } from './snapshot';
import { finishTop } from './snapshot';

/** Tables of at least this many rows are saved when read whole (smaller ones read in milliseconds). */
export const SAVED_TABLE_ROWS = 10_000;
/** A saved table is replaced at most this often, whichever instance reads the table. */
const SAVE_EVERY = '5 minutes';
/**
 * A starting instance answers from a saved table at most this old while it brings the table up to
 * date (snapshot-cache.ts). The safety check of every held table reads it whole, and saves it, every
 * 30 minutes, so a running deployment's saved tables are younger than this.
 */
export const SAVED_SERVED_MAX_AGE_MS = 60 * 60_000;

const keyOf = (scopes: string[], period: string) => `${scopes.join(',')}|${period}`;

type Header = {
  version: number;
  size: number;
  scopes: string[];
  period: string;
  latestWeeks: [string, number | null][];
  previous: boolean;
  week: boolean;
  rowByUser: number;
};

const bytes = (a: Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** The table packed: header length, header (JSON), arrays, names (JSON). */
function pack(s: Snapshot & { basis: Basis }): Buffer {
  const header: Header = {
    version: s.version,
    size: s.size,
    scopes: s.basis.scopes,
    period: s.basis.period,
    latestWeeks: [...s.basis.latestWeeks],
    previous: s.previousPositions !== null,
    week: s.basis.week !== null,
    rowByUser: s.rowByUser.length,
  };
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  const arrays = [s.userIds, s.totals, s.positions, s.kits, s.rowByUser];
  if (s.previousPositions) arrays.push(s.previousPositions);
  if (s.basis.week) arrays.push(s.basis.week);
  return Buffer.concat([
    length,
    head,
    ...arrays.map(bytes),
    Buffer.from(JSON.stringify(s.teamNames)),
  ]);
}

function unpack(data: Buffer, savedAt: number, startedAt: number, nameOf?: NameOf): Snapshot {
  const headLength = data.readUInt32LE(0);
  const header = JSON.parse(data.subarray(4, 4 + headLength).toString()) as Header;
  let at = 4 + headLength;
  const take = (length: number) => {
    // Copied out, so each array is aligned and the whole answer can go.
    const out = new Int32Array(length);
    bytes(out).set(data.subarray(at, at + length * 4));
    at += length * 4;
    return out;
  };
  const { size } = header;
  const userIds = take(size);
  const totals = take(size * 5);
  const positions = take(size);
  const kits = take(size * 3);
  const rowByUser = take(header.rowByUser);
  const previousPositions = header.previous ? take(size) : null;
  const week = header.week ? take(size * 5) : null;
  const teamNames = JSON.parse(data.subarray(at).toString()) as string[];
  if (nameOf) for (let i = 0; i < size; i += 1) teamNames[i] = nameOf(userIds[i], teamNames[i]);
  const s: Snapshot = {
    version: header.version,
    size,
    userIds,
    totals,
    positions,
    previousPositions,
    teamNames,
    kits,
    rowByUser,
    top: [],
    answerHead: Buffer.alloc(0),
    buildMs: 0,
    basis: {
      scopes: header.scopes,
      period: header.period,
      week,
      latestWeeks: new Map(header.latestWeeks),
      readAt: savedAt,
    },
  };
  return finishTop(s, startedAt);
}

/** Saves a table read whole, unless one was saved a short while ago (by this or another instance). */
export async function saveSnapshot(knex: Knex, s: Snapshot): Promise<void> {
  if (!s.basis || s.size < SAVED_TABLE_ROWS) return;
  await knex.raw(
    `INSERT INTO leaderboard_snapshots (table_key, version, data) VALUES (?, ?, ?)
     ON CONFLICT (table_key) DO UPDATE SET version = EXCLUDED.version, data = EXCLUDED.data, saved_at = now()
     WHERE leaderboard_snapshots.saved_at < now() - interval '${SAVE_EVERY}'
       AND leaderboard_snapshots.version < EXCLUDED.version`,
    [keyOf(s.basis.scopes, s.basis.period), s.version, pack(s as Snapshot & { basis: Basis })],
  );
}

/** The saved table of (scopes, period), if any; `nameOf` as loadSnapshot's. */
export async function readSavedSnapshot(
  knex: Knex,
  scopes: string[],
  period: string,
  nameOf?: NameOf,
): Promise<Snapshot | null> {
  const startedAt = performance.now();
  // In base64: a third more than its bytes on the wire, where hex text is twice.
  const result = await knex.raw(
    `SELECT encode(data, 'base64') AS data, (extract(epoch FROM saved_at) * 1000)::float8 AS saved_at
     FROM leaderboard_snapshots WHERE table_key = ?`,
    [keyOf(scopes, period)],
  );
  const [row] = camelRows<{ data: string; savedAt: number }>(result);
  return row
    ? unpack(Buffer.from(row.data, 'base64'), Number(row.savedAt), startedAt, nameOf)
    : null;
}
