/*
 * The leaderboard snapshots held by this process, one per (scopes, period), kept in line with
 * leaderboard_version (bumped by triggers on every change of the totals or of a player's name or kit).
 * Every instance reads the version on each request, so a change made through any instance is seen by
 * all of them: small tables at once, large ones within LEADERBOARD_STALE_LIMIT_MS.
 */
import type { Knex } from 'knex';
import { LEADERBOARD_BACKGROUND_ROWS, LEADERBOARD_STALE_SECONDS } from '@predictor/contracts';
import type { Logger } from 'pino';
import { loadSnapshot, namesHeldIn, rowAt, type Snapshot } from './snapshot';
import { advanceSnapshot } from './advance';
import { changesBetween } from './changes';
import { readSavedSnapshot, SAVED_SERVED_MAX_AGE_MS, saveSnapshot } from './saved';
import { camelRows } from '../../db/rows';
import { LIVE_MATCHES_JSON, type LiveMatch } from './live';

/**
 * A table of at least this many players is rebuilt in the background after a change while its
 * previous snapshot is still served, so no request waits for a rebuild (seconds at a million
 * players). A smaller table rebuilds in milliseconds: its requests wait and see the change at once.
 */
export const BACKGROUND_REBUILD_ROWS = LEADERBOARD_BACKGROUND_ROWS;
/** The longest a large table may be served behind the totals: past it, requests wait for the rebuild. */
export const LEADERBOARD_STALE_LIMIT_MS = LEADERBOARD_STALE_SECONDS * 1000;
/** Tables held at most (the start-up warm-up holds four per season: its own and three rounds'). */
const MAX_SNAPSHOTS = 32;
/** Rows kept across all cached tables (about 100 bytes each); the least recently used go first. */
export const MAX_CACHED_ROWS = 3_000_000;

/**
 * How often a held table is read again whole and compared with the one the change log moved (a
 * safety check: a difference is logged and the table read is kept).
 */
export const LEADERBOARD_CHECK_MS = 30 * 60_000;

type Slot = {
  snapshot?: Snapshot;
  /** The check in progress (checkSnapshot), if any, and when the last one started. */
  checking?: Promise<number>;
  checkedAt?: number;
  /** The one build in progress for this table, if any. */
  building?: Promise<Snapshot>;
  /** The table's saved copy (saved.ts) of any age, or null: looked for once, before the first build. */
  saved?: Promise<Snapshot | null>;
  /** When a request first found the snapshot behind the totals (cleared once one is current). */
  behindSince?: number;
  usedAt: number;
};
const caches = new WeakMap<Knex, Map<string, Slot>>();

/**
 * Drops the least recently used tables not being built until at most `maxTables` tables and
 * `maxRows` rows are held (exported for its test).
 */
export function evict(
  cache: Map<string, Pick<Slot, 'snapshot' | 'building' | 'usedAt'>>,
  maxTables = MAX_SNAPSHOTS,
  maxRows = MAX_CACHED_ROWS,
) {
  const idle = () =>
    [...cache.entries()]
      .filter(([, slot]) => !slot.building)
      .sort((a, b) => a[1].usedAt - b[1].usedAt);
  const rows = () => [...cache.values()].reduce((n, slot) => n + (slot.snapshot?.size ?? 0), 0);
  while (cache.size > 1 && (cache.size > maxTables || rows() > maxRows)) {
    // Over the rows only: an empty table (a round before its first result) frees none, so it stays.
    const forRows = cache.size <= maxTables;
    const [oldest] = idle().filter(([, slot]) => !forRows || (slot.snapshot?.size ?? 0) > 0);
    if (!oldest) return;
    cache.delete(oldest[0]);
  }
}

/**
 * The table at `version` or newer: the one held moved on by the change log (advance.ts) when the
 * log has every change since, else read again.
 */
async function refreshed(
  knex: Knex,
  base: Snapshot | null | undefined,
  table: { scopes: string[]; period: string; version: number },
  /** false: a table the log cannot move is left as it is (base), not read whole. */
  readWhole = true,
): Promise<Snapshot> {
  if (base) {
    const version = Math.max(table.version, base.version);
    const changes = await changesBetween(knex, base.version, version);
    const others = slotsOf(knex)
      .map((slot) => slot.snapshot)
      // Names as of base.version or later: a rename logged since is among `changes` and read again.
      .filter(
        (other): other is Snapshot => !!other && other !== base && other.version >= base.version,
      );
    const moved = changes && (await advanceSnapshot(knex, base, changes, version, others));
    if (moved) return moved;
    if (!readWhole) return base;
  }
  const fresh = await loadSnapshot(
    knex,
    table.scopes,
    table.period,
    table.version,
    heldNames(knex),
  );
  saveSnapshot(knex, fresh).catch(() => {}); // a table not saved is read whole at the next start
  return fresh;
}

/**
 * Starts the table's one build from the table held, else from its saved copy (a starting instance
 * moves the table saved by any instance on, if the log reaches it); it replaces the snapshot when
 * done, and its failure reaches only those waiting on it.
 */
function startBuild(
  knex: Knex,
  cache: Map<string, Slot>,
  slot: Slot,
  table: { scopes: string[]; period: string; version: number },
  saved: Snapshot | null,
  readWhole = true,
) {
  slot.saved = LOOKED_FOR; // the copy goes with the build that starts from it, not kept beside the table
  const build = refreshed(knex, slot.snapshot ?? saved, table, readWhole)
    .then((snapshot) => {
      if (!slot.snapshot || slot.snapshot.version < snapshot.version) slot.snapshot = snapshot;
      return snapshot;
    })
    .finally(() => {
      if (slot.building === build) slot.building = undefined;
      evict(cache);
    });
  build.catch(() => {}); // served stale meanwhile; the next request starts another build
  slot.building = build;
}

/** The differences between two tables of the same version, as a few readable lines (none: equal). */
export function tableDifferences(a: Snapshot, b: Snapshot, limit = 5): string[] {
  const out: string[] = [];
  if (a.size !== b.size) out.push(`size ${a.size} ≠ ${b.size}`);
  for (let i = 0; i < Math.min(a.size, b.size) && out.length < limit; i += 1) {
    const same =
      a.userIds[i] === b.userIds[i] &&
      a.positions[i] === b.positions[i] &&
      (a.previousPositions?.[i] ?? 0) === (b.previousPositions?.[i] ?? 0) &&
      a.teamNames[i] === b.teamNames[i] &&
      a.totals.subarray(i * 5, i * 5 + 5).every((v, k) => v === b.totals[i * 5 + k]) &&
      a.kits.subarray(i * 3, i * 3 + 3).every((v, k) => v === b.kits[i * 3 + k]);
    if (!same)
      out.push(`row ${i + 1}: ${JSON.stringify(rowAt(a, i))} ≠ ${JSON.stringify(rowAt(b, i))}`);
  }
  return out;
}

/**
 * The safety check of a held table: reads it whole, brings it and the held one to the same version
 * (by the change log), and compares them. A difference is logged, and the table read is kept. Answers
 * how many rows differed.
 */
export async function checkSnapshot(
  knex: Knex,
  scopes: string[],
  period: string,
  log?: Logger,
): Promise<number> {
  const { slot } = slotOf(knex, scopes, period);
  const held = slot.snapshot;
  if (!held) return 0;
  let fresh = await loadSnapshot(knex, scopes, period, held.version, heldNames(knex));
  let compared = slot.snapshot!;
  if (compared.version < fresh.version) {
    compared = await refreshed(knex, compared, { scopes, period, version: fresh.version });
  } else if (compared.version > fresh.version) {
    fresh = await refreshed(knex, fresh, { scopes, period, version: compared.version });
  }
  saveSnapshot(knex, fresh).catch(() => {});
  const differences = tableDifferences(compared, fresh);
  if (differences.length) {
    log?.warn(
      { table: `${scopes.join(',')}|${period}`, version: fresh.version, differences },
      'leaderboard moved by the change log differed from the totals; the table read is kept',
    );
    if (!slot.snapshot || slot.snapshot.version <= fresh.version) slot.snapshot = fresh;
  }
  return differences.length;
}

const LOOKED_FOR: Promise<Snapshot | null> = Promise.resolve(null);

/**
 * The table's saved copy (saved.ts), if any. One saved within SAVED_SERVED_MAX_AGE_MS becomes the
 * table held, when this process has none yet: a large table is answered from it while the build
 * moves it on (or reads the table whole), so a starting instance serves at once. An older one is
 * only the build's base.
 */
async function savedCopy(knex: Knex, slot: Slot, scopes: string[], period: string) {
  const saved = await readSavedSnapshot(knex, scopes, period, heldNames(knex)).catch(() => null);
  if (saved && !slot.snapshot && Date.now() - saved.basis!.readAt <= SAVED_SERVED_MAX_AGE_MS)
    slot.snapshot = saved;
  return saved;
}

/** This process's cache of tables and the table's place in it. */
function slotOf(knex: Knex, scopes: string[], period: string) {
  let cache = caches.get(knex);
  if (!cache) caches.set(knex, (cache = new Map()));
  const key = `${scopes.join(',')}|${period}`;
  const slot = cache.get(key) ?? { usedAt: 0 };
  cache.set(key, slot);
  return { cache, slot };
}

/** Every table's place in this process's cache. */
const slotsOf = (knex: Knex) => [...(caches.get(knex)?.values() ?? [])];

/** Names as the tables held share them (namesHeldIn), for a table read whole or from its saved copy. */
const heldNames = (knex: Knex) =>
  namesHeldIn(slotsOf(knex).flatMap((slot) => (slot.snapshot ? [slot.snapshot] : [])));

/**
 * Whether one more table as large as the largest held fits within `budget` rows beside those held,
 * so reading it evicts none of them.
 */
export function roomForAnotherTable(knex: Knex, budget = MAX_CACHED_ROWS): boolean {
  const sizes = slotsOf(knex).map((slot) => slot.snapshot?.size ?? 0);
  const held = sizes.reduce((sum, size) => sum + size, 0);
  return held + Math.max(0, ...sizes) <= budget;
}

/** Tables used within this long are moved on when a result is set, before anyone asks (moveHeldTables). */
export const KEPT_CURRENT_MS = 10 * 60_000;

/**
 * Moves on by the change log every table this process holds that was used in the last
 * KEPT_CURRENT_MS and is behind `version`, most recently used first and one at a time (each move has
 * the processor to itself), without waiting for a request: a result's live event calls it on every
 * instance, so a table nobody has asked for since (a month's, another instance's) is current when
 * someone does. A table the log cannot move is left to its next request, which reads it whole
 * (seconds at a million players, not spent on a table nobody may ask for).
 */
export async function moveHeldTables(knex: Knex, version: number): Promise<void> {
  const cache = caches.get(knex);
  if (!cache) return;
  const behind = (slot: Slot) =>
    !!slot.snapshot?.basis &&
    slot.snapshot.version < version &&
    Date.now() - slot.usedAt <= KEPT_CURRENT_MS;
  const slots = [...cache.values()].filter(behind).sort((a, b) => b.usedAt - a.usedAt);
  for (const slot of slots) {
    // A request may have started a build meanwhile: it is waited for, not started again.
    if (!slot.building && behind(slot)) {
      const { scopes, period } = slot.snapshot!.basis!;
      startBuild(knex, cache, slot, { scopes, period, version }, null, false);
    }
    await slot.building?.catch(() => {});
  }
}

/** How many tables this process holds, and how many it is building (moving on or reading whole). */
export function tableCounts(knex: Knex): { held: number; building: number } {
  const slots = slotsOf(knex);
  return {
    held: slots.filter((slot) => slot.snapshot).length,
    building: slots.filter((slot) => slot.building).length,
  };
}

/** Forgets every table this process holds, as a starting instance has none (tests). */
export const forgetTables = (knex: Knex) => caches.delete(knex);

/** The table for (scopes, period) this process holds now, if any (it reads nothing). */
export const heldSnapshot = (knex: Knex, scopes: string[], period: string) =>
  caches.get(knex)?.get(`${scopes.join(',')}|${period}`)?.snapshot;

/**
 * The ranked table for (scopes, period) at `version` (or newer). A large table behind the totals is
 * answered from its previous snapshot for up to LEADERBOARD_STALE_LIMIT_MS while the new one builds.
 * Every LEADERBOARD_CHECK_MS a held table is checked against a fresh read (checkSnapshot).
 */
export async function getSnapshot(
  knex: Knex,
  scopes: string[],
  period: string,
  version: number,
  log?: Logger,
  /** `fresh`: wait for the table at `version` rather than answer its previous snapshot meanwhile. */
  options: { fresh?: boolean } = {},
): Promise<Snapshot> {
  const { cache, slot } = slotOf(knex, scopes, period);
  for (;;) {
    slot.usedAt = Date.now();
    const current = slot.snapshot;
    if (current && current.version >= version) {
      slot.behindSince = undefined;
      slot.checkedAt ??= Date.now();
      if (!slot.checking && Date.now() - slot.checkedAt >= LEADERBOARD_CHECK_MS) {
        slot.checkedAt = Date.now();
        const checking = checkSnapshot(knex, scopes, period, log);
        slot.checking = checking;
        checking
          .catch((error) => log?.warn({ err: error }, 'leaderboard check failed'))
          .finally(() => (slot.checking = undefined));
      }
      return current;
    }
    // A table this process has not held: its saved copy first, served meanwhile when recent.
    const saved = current ? null : await (slot.saved ??= savedCopy(knex, slot, scopes, period));
    if (!current && slot.snapshot) continue;
    if (!slot.building) startBuild(knex, cache, slot, { scopes, period, version }, saved);
    if (current && current.size >= BACKGROUND_REBUILD_ROWS && !options.fresh) {
      slot.behindSince ??= Date.now();
      if (Date.now() - slot.behindSince < LEADERBOARD_STALE_LIMIT_MS) return current;
    }
    // Wait for the build in progress; if it started before `version`, the loop starts the next one.
    await slot.building;
  }
}

export type LeaderboardState = {
  version: number;
  currentYear: number;
  /** Every season's id by its start year, to sum the all-competitions tables. */
  seasonsByYear: Map<number, number[]>;
  /** The matches in play with a live score now (live.ts). */
  live: LiveMatch[];
};
const inFlight = new WeakMap<Knex, Map<string, Promise<LeaderboardState>>>();

/** The row of readState's query: the seasons as [start year, id] pairs. */
type StateRow = {
  version: number;
  currentYear: number;
  seasons: [number, number][];
  live: LiveMatch[];
};

/**
 * The totals version, the current season's start year, the seasons by start year and the live
 * matches, in one query shared by the requests
 * that arrive while it runs (so a burst of leaderboard requests costs one round trip, not one each).
 */
export function readState(knex: Knex, now: Date): Promise<LeaderboardState> {
  let flights = inFlight.get(knex);
  if (!flights) inFlight.set(knex, (flights = new Map()));
  const day = now.toISOString().slice(0, 10);
  const existing = flights.get(day);
  if (existing) return existing;
  const query = knex
    .raw(
      `SELECT (SELECT version FROM leaderboard_version WHERE id = 1) AS version, coalesce(
         (SELECT extract(year FROM start_date)::int FROM seasons WHERE is_active AND start_date <= ?::date ORDER BY start_date DESC, id DESC LIMIT 1),
         (SELECT extract(year FROM start_date)::int FROM seasons ORDER BY start_date DESC, id DESC LIMIT 1),
         ?::int) AS current_year,
         (SELECT coalesce(json_agg(json_build_array(extract(year FROM start_date)::int, id) ORDER BY id), '[]')
          FROM seasons) AS seasons,
         ${LIVE_MATCHES_JSON} AS live`,
      [day, now.getUTCFullYear()],
    )
    .then((result) => {
      const [state] = camelRows<StateRow>(result);
      const seasonsByYear = new Map<number, number[]>();
      for (const [year, id] of state.seasons) {
        seasonsByYear.set(year, [...(seasonsByYear.get(year) ?? []), id]);
      }
      return {
        version: Number(state.version),
        currentYear: state.currentYear,
        seasonsByYear,
        live: state.live,
      };
    })
    .finally(() => flights.delete(day));
  flights.set(day, query);
  return query;
}
