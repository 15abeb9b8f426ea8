/*
 * Leaderboard answers come from the in-memory snapshots of snapshot.ts and snapshot-cache.ts (built with knex SQL, see
 * there why); this file only picks the scope and period and cuts the answer.
 */
import { GLOBAL_RANK_LIMIT, type LeaderboardView } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { Season, User } from '../../models';
import {
  getSnapshot,
  MAX_CACHED_ROWS,
  moveHeldTables,
  readState,
  roomForAnotherTable,
  type LeaderboardState,
} from './snapshot-cache';
import { indexOfUser, rowAt } from './snapshot';
import { ROUND_PERIOD, ROUND_SCOPE } from './snapshot-sql';
import { lastCompletedGroup, nextRoundToScore, roundOfTableShared } from './rounds';
import { asItStands, liveField, liveMatchesOf } from './live';

export type LeaderboardQuery = {
  season: number | 'all';
  view: LeaderboardView;
  year?: number;
  month?: number;
  /** The round view's match group (default: the season's latest round with a result). */
  round?: number;
};

const PARTIAL_SIZE = 10;
const pad = (n: number) => String(n).padStart(2, '0');

/** The season scopes of every competition whose season starts in one of `years`. */
const yearScopes = (state: LeaderboardState, ...years: number[]) =>
  years.flatMap((year) => (state.seasonsByYear.get(year) ?? []).map((id) => `season:${id}`));

/** Which aggregate rows a query reads: scope(s), summed per player when several, and period. */
function tableOf(
  query: LeaderboardQuery,
  state: LeaderboardState,
  now: Date,
): { scopes: string[]; period: string } {
  if (query.view === 'monthly') {
    const year = query.year ?? now.getUTCFullYear();
    const period = `${year}-${pad(query.month ?? now.getUTCMonth() + 1)}`;
    // A month of all competitions belongs to seasons starting that year or the year before.
    return {
      scopes:
        query.season === 'all' ? yearScopes(state, year - 1, year) : [`season:${query.season}`],
      period,
    };
  }
  return {
    scopes:
      query.season === 'all'
        ? yearScopes(state, query.year ?? state.currentYear)
        : [`season:${query.season}`],
    period: 'season',
  };
}

async function ranked(deps: AppDeps, query: LeaderboardQuery) {
  const { knex, log } = deps;
  const now = deps.now();
  if (query.view === 'round') {
    const seasonId = query.season as number;
    // The two reads side by side: one round trip, not two, before the table is served.
    const [state, round] = await Promise.all([
      readState(knex, now),
      roundOfTableShared(knex, seasonId, query.round),
    ]);
    if (!round && !(await Season.query(knex).findById(seasonId).select('id'))) {
      throw notFound('Season not found');
    }
    const scopes = round ? [ROUND_SCOPE(round.id)] : [];
    const stored = await getSnapshot(knex, scopes, ROUND_PERIOD, state.version, log);
    const live = liveMatchesOf(state.live, scopes, ROUND_PERIOD);
    return { snapshot: await asItStands(knex, stored, live), round, live };
  }
  const state = await readState(knex, now);
  const { scopes, period } = tableOf(query, state, now);
  const live = liveMatchesOf(state.live, scopes, period);
  const snapshot = await asItStands(
    knex,
    await getSnapshot(knex, scopes, period, state.version, log),
    live,
  );
  // A table with rows proves its season exists; only an empty one needs the check.
  if (
    snapshot.size === 0 &&
    query.season !== 'all' &&
    !(await Season.query(knex).findById(query.season).select('id'))
  ) {
    throw notFound('Season not found');
  }
  return { snapshot, round: undefined, live };
}

/**
 * GET /leaderboards: top 100 by points (of a season, a month or a round), then correct results, exact scores, exact goals (equal
 * players share a position), the caller's own row wherever it is (null when anonymous or unranked),
 * and the number of ranked players, as the encoded JSON answer (the top 100 are encoded once per
 * table version). Reads leaderboard_totals, and while matches of the table are in play with a live
 * score the table as it stands (live.ts), with `live` naming those matches.
 */
export async function leaderboardJson(
  deps: AppDeps,
  query: LeaderboardQuery,
  userId: number | null,
): Promise<Buffer> {
  const { snapshot, round, live } = await ranked(deps, query);
  const index = userId === null ? undefined : indexOfUser(snapshot, userId);
  const currentUser = index === undefined ? null : rowAt(snapshot, index);
  const roundField = round === undefined ? '' : `,"round":${JSON.stringify(round)}`;
  const liveAnswer = live.length ? `,"live":${JSON.stringify(liveField(live))}` : '';
  const tail = `${JSON.stringify(currentUser)},"totalUsers":${snapshot.size}${roundField}${liveAnswer}}`;
  return Buffer.concat([snapshot.answerHead, Buffer.from(tail)]);
}

/** GET /leaderboards/partial: the top 10 and whether there is anything to show. */
export async function partialLeaderboard(deps: AppDeps, query: LeaderboardQuery) {
  const { snapshot } = await ranked(deps, query);
  const leaderboard = snapshot.top.slice(0, PARTIAL_SIZE);
  return { showPartial: leaderboard.length > 0, leaderboard };
}

/**
 * Moves this instance's held tables on as soon as a result is set on any instance (its live event
 * reaches every instance: modules/live/feed.ts) rather than at each table's next request. Results
 * arriving during a pass start one more pass after it. Answers the unsubscribe.
 */
export function keepTablesCurrent(deps: AppDeps): () => void {
  let passing = false;
  let again = false;
  const pass = async () => {
    passing = true;
    try {
      do {
        again = false;
        const { version } = await readState(deps.knex, deps.now());
        await moveHeldTables(deps.knex, version);
      } while (again);
    } catch (error) {
      deps.log.warn({ err: error }, 'leaderboards not moved on after a result');
    } finally {
      passing = false;
    }
  };
  return deps.live.subscribe((event) => {
    if (event.type !== 'result') return;
    if (passing) again = true;
    else void pass();
  });
}

/**
 * Reads the table players open first (the leaderboards page's default, all competitions of the
 * current season, which also gives the home page's rank) into memory: a starting instance reports
 * ready on /api/health once it is done (server.ts), so its first players never wait for it.
 */
export async function warmLeaderboards(deps: AppDeps): Promise<void> {
  const startedAt = performance.now();
  const state = await readState(deps.knex, deps.now());
  const scopes = yearScopes(state, state.currentYear);
  const table = await getSnapshot(deps.knex, scopes, 'season', state.version, deps.log);
  deps.log.info(
    { players: table.size, ms: Math.round(performance.now() - startedAt) },
    'leaderboards ready',
  );
  // Then, without holding readiness and one at a time (each read whole holds a table's worth of
  // memory): that table brought up to date when a saved copy answered, then the tables its
  // leagues' standings are built from.
  getSnapshot(deps.knex, scopes, 'season', state.version, deps.log, { fresh: true })
    .then(() => warmSeasonTables(deps, state.seasonsByYear.get(state.currentYear) ?? []))
    .catch((error) => deps.log.warn({ err: error }, 'season tables not read at start'));
}

/**
 * Reads each season's table of `seasonIds` and its round tables into memory: the last completed
 * round's, which a league's standings are built from with the season's (leagues/standings-snapshot.ts),
 * the latest round with a result, which the round view shows first and which becomes the last
 * completed one with its final result, and (first, since it is empty until then and takes no
 * room) the next round to get a result, so its first result moves it rather than having it read
 * whole. The first request for any of them after a start, or after such a result, then waits for no
 * table to be read whole. Only as many as the cache holds beside the tables already read (at a
 * million players a season's table is a third of it), in season order.
 */
export async function warmSeasonTables(
  deps: AppDeps,
  seasonIds: number[],
  /** Rows the warm-up may fill (the cache's): it stops before a table would evict one it read. */
  budget = MAX_CACHED_ROWS,
): Promise<void> {
  const { version } = await readState(deps.knex, deps.now());
  const warm = async (scopes: string[], period: string) => {
    if (!roomForAnotherTable(deps.knex, budget)) return false;
    // One table at a time, each current before the next (not a saved copy answering meanwhile).
    await getSnapshot(deps.knex, scopes, period, version, deps.log, { fresh: true });
    return true;
  };
  // Each season's next round to get a result first: empty until then, it takes no room.
  const next = await Promise.all(seasonIds.map((id) => nextRoundToScore(deps.knex, id)));
  for (const round of next)
    if (round)
      await getSnapshot(deps.knex, [ROUND_SCOPE(round.id)], ROUND_PERIOD, version, deps.log, {
        fresh: true,
      });
  for (const seasonId of seasonIds) {
    if (!(await warm([`season:${seasonId}`], 'season'))) return;
    const rounds = await Promise.all([
      lastCompletedGroup(deps.knex, seasonId),
      roundOfTableShared(deps.knex, seasonId),
    ]);
    for (const id of new Set(rounds.map((round) => round?.id)))
      if (id !== undefined && !(await warm([ROUND_SCOPE(id)], ROUND_PERIOD))) return;
  }
}

/**
 * GET /users/{id}/global-rank: the player's position in the all-competitions season table of the
 * current season year. No counted prediction: hasRank false; beyond 1000: isUnranked, rank null.
 */
export async function globalRank(deps: AppDeps, userId: number) {
  const { knex } = deps;
  const state = await readState(knex, deps.now());
  const snapshot = await getSnapshot(
    knex,
    yearScopes(state, state.currentYear),
    'season',
    state.version,
    deps.log,
  );
  const index = indexOfUser(snapshot, userId);
  if (index === undefined) {
    if (!(await User.query(knex).findById(userId).select('id'))) throw notFound('User not found');
    return { hasRank: false, rank: null, isUnranked: false };
  }
  const rank = snapshot.positions[index];
  return rank > GLOBAL_RANK_LIMIT
    ? { hasRank: true, rank: null, isUnranked: true }
    : { hasRank: true, rank, isUnranked: false };
}
