/*
 * Each league's standings held in memory (standings-snapshot.ts builds them), one build at a time
 * per league, served while none of their versions is newer than the request's: in a large season,
 * the previous standings while a result is built in (getSnapshot).
 */
import type { Knex } from 'knex';
import {
  BACKGROUND_REBUILD_ROWS,
  LEADERBOARD_STALE_LIMIT_MS,
} from '../leaderboards/snapshot-cache';
import { buildStandings, type StandingsSnapshot, type Versions } from './standings-snapshot';

const MAX_SNAPSHOTS = 32;
type Slot = {
  snapshot?: StandingsSnapshot;
  pending?: Promise<StandingsSnapshot>;
  pendingVersions?: Versions;
  pendingSeason?: number;
  /** When a request first found the snapshot behind the totals (cleared once one covers them). */
  behindSince?: number;
  usedAt: number;
};
const caches = new WeakMap<Knex, Map<number, Slot>>();

/** `a` was read at the same or later versions than `b` in every counter. */
const covers = (a: Versions, b: Versions) =>
  a.totals >= b.totals && a.league >= b.league && a.season >= b.season;

/**
 * The league's table at (at least) these versions: from memory when it is current, else read once
 * for every waiting request. Built from a season's table of a large season (BACKGROUND_REBUILD_ROWS
 * players and more), the previous table answers while a result's is built, as the leaderboards'
 * large tables do, for at most LEADERBOARD_STALE_LIMIT_MS; and a starting instance's first table
 * may be built from the tables as they are held (a saved copy moved on meanwhile), so its first
 * request waits for no table to be read whole.
 */
export async function getSnapshot(
  knex: Knex,
  leagueId: number,
  seasonId: number,
  versions: Versions,
): Promise<StandingsSnapshot> {
  let cache = caches.get(knex);
  if (!cache) caches.set(knex, (cache = new Map()));
  const slot = cache.get(leagueId) ?? { usedAt: 0 };
  slot.usedAt = Date.now();
  cache.set(leagueId, slot);
  const current = slot.snapshot;
  if (current && current.seasonId === seasonId && covers(current.versions, versions)) {
    slot.behindSince = undefined;
    return current;
  }
  const pending = startLoad(knex, cache, slot, leagueId, seasonId, versions);
  const behindOnTotals =
    current &&
    current.seasonId === seasonId &&
    (current.seasonPlayers ?? 0) >= BACKGROUND_REBUILD_ROWS &&
    covers(current.versions, { ...versions, totals: current.versions.totals });
  if (behindOnTotals) {
    slot.behindSince ??= Date.now();
    if (Date.now() - slot.behindSince < LEADERBOARD_STALE_LIMIT_MS) return current;
  }
  return pending;
}

/** The one build of the league's table covering `versions` (a running one when it does). */
function startLoad(
  knex: Knex,
  cache: Map<number, Slot>,
  slot: Slot,
  leagueId: number,
  seasonId: number,
  versions: Versions,
): Promise<StandingsSnapshot> {
  if (
    slot.pending &&
    slot.pendingSeason === seasonId &&
    slot.pendingVersions &&
    covers(slot.pendingVersions, versions)
  )
    return slot.pending;
  // The first table of the league in this process: from the tables as held (see getSnapshot).
  const pending = buildStandings(knex, leagueId, seasonId, versions, slot.snapshot !== undefined);
  slot.pending = pending;
  slot.pendingVersions = versions;
  slot.pendingSeason = seasonId;
  const settled = (async () => {
    const snapshot = await pending;
    const kept = slot.snapshot;
    if (!kept || kept.seasonId !== seasonId || covers(snapshot.versions, kept.versions))
      slot.snapshot = snapshot;
    return snapshot;
  })().finally(() => {
    if (slot.pending === pending) slot.pending = undefined;
    if (cache.size > MAX_SNAPSHOTS) {
      const oldest = [...cache.entries()]
        .filter(([, s]) => !s.pending)
        .sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
      if (oldest) cache.delete(oldest[0]);
    }
  });
  settled.catch(() => {}); // served stale meanwhile: the failure reaches those waiting on it
  return settled;
}

/** The snapshot kept in memory for a league, if any (tests check what a request was served from). */
export const cachedStandings = (knex: Knex, leagueId: number) =>
  caches.get(knex)?.get(leagueId)?.snapshot;

/** Drops a league's snapshot (the league is gone). */
export const forgetStandings = (knex: Knex, leagueId: number) => {
  caches.get(knex)?.delete(leagueId);
};
