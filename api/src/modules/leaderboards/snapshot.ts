/*
 * Stays in knex: a leaderboard is one ranked, grouped read over the month totals of every player of
 * a scope (up to 100k rows), summed per player and ordered by the shared ranking, then held in memory
 * as a snapshot until the leaderboard version changes. Models would materialise one object per row
 * for no gain; the read path serves thousands of requests a second from the snapshot.
 */
import type { Knex } from 'knex';
import { KIT_STYLE_IDS, LEADERBOARD_TOP } from '@predictor/contracts';
import { SUMMED_TOTALS } from '../scoring/scoring-sql';
import { columnOf, compareStanding, rankOrder, type Standing } from './ranking';

export type PublicUser = {
  id: number;
  teamName: string;
  kitStyle: string | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
};
export type LeaderboardRow = {
  position: number;
  user: PublicUser;
  totalPoints: number;
  correctResultCount: number;
  exactScoreCount: number;
  totalPredictions: number;
};

/** One ranked table (scope(s) + period) as read from leaderboard_totals and users at a given version. */
export type Snapshot = {
  version: number;
  /** Players with at least one counted prediction, best first (ties broken by user id for a stable order). */
  size: number;
  userIds: Int32Array;
  totals: Int32Array; // 5 per row: points, correct results, exact scores, exact goals, predictions
  positions: Int32Array; // players equal on all four keys share a position (1, 2, 2, 4)
  teamNames: string[];
  kits: Int32Array; // 3 per row: style index + 1 (0 none), primary and secondary colour as numbers (-1 none)
  indexByUser: Map<number, number>;
  top: LeaderboardRow[];
  /** The answer's opening `{"rows":[top as JSON],"currentUser":`, encoded once per snapshot rather than once per request. */
  answerHead: Buffer;
};

const MAX_SNAPSHOTS = 16;
type Slot = {
  snapshot?: Snapshot;
  pending?: Promise<Snapshot>;
  pendingVersion?: number;
  usedAt: number;
};
const caches = new WeakMap<Knex, Map<string, Slot>>();

const colour = (hex: string | null) => (hex ? parseInt(hex.slice(1), 16) : -1);
const hex = (n: number) => (n < 0 ? null : `#${n.toString(16).padStart(6, '0')}`);

/** The row at `index` in the answer's shape. */
export function rowAt(s: Snapshot, index: number): LeaderboardRow {
  const t = index * 5;
  const k = index * 3;
  return {
    position: s.positions[index],
    user: {
      id: s.userIds[index],
      teamName: s.teamNames[index],
      kitStyle: s.kits[k] === 0 ? null : KIT_STYLE_IDS[s.kits[k] - 1],
      kitPrimaryColour: hex(s.kits[k + 1]),
      kitSecondaryColour: hex(s.kits[k + 2]),
    },
    totalPoints: s.totals[t],
    correctResultCount: s.totals[t + 1],
    exactScoreCount: s.totals[t + 2],
    totalPredictions: s.totals[t + 4],
  };
}

/** The four ranking figures of the row at `index`. */
const standingAt = (s: Snapshot, index: number): Standing => ({
  totalPoints: s.totals[index * 5],
  correctResults: s.totals[index * 5 + 1],
  exactScores: s.totals[index * 5 + 2],
  exactGoals: s.totals[index * 5 + 3],
});

const answerHead = (top: LeaderboardRow[]) =>
  Buffer.from(`{"rows":${JSON.stringify(top)},"currentUser":`);

const emptySnapshot = (version: number): Snapshot => ({
  version,
  size: 0,
  userIds: new Int32Array(0),
  totals: new Int32Array(0),
  positions: new Int32Array(0),
  teamNames: [],
  kits: new Int32Array(0),
  indexByUser: new Map(),
  top: [],
  answerHead: answerHead([]),
});

/**
 * The rows of one table from the aggregates only: the month rows of one season's scope or of several
 * (the seasons of all competitions), one month's or all of them, summed per player; with each
 * player's name and kit.
 */
async function load(
  knex: Knex,
  scopes: string[],
  period: string,
  version: number,
): Promise<Snapshot> {
  if (scopes.length === 0) return emptySnapshot(version);
  // A season's table adds up its months; 'season' stands for all of them.
  const wholeSeason = period === 'season';
  const { rows } = await knex.raw(
    `SELECT t.user_id, t.total_points, t.correct_results, t.exact_scores, t.exact_goals, t.total_predictions,
            u.team_name, u.kit_style, u.kit_primary_colour, u.kit_secondary_colour
     FROM (SELECT user_id, ${SUMMED_TOTALS('l')} FROM leaderboard_totals l
           WHERE scope IN (${scopes.map(() => '?').join(', ')}) ${wholeSeason ? '' : 'AND period = ?'}
           GROUP BY user_id HAVING sum(total_predictions) > 0) t
     JOIN users u ON u.id = t.user_id
     ORDER BY ${rankOrder(columnOf('t'))}, t.user_id`,
    wholeSeason ? scopes : [...scopes, period],
  );
  const size = rows.length;
  const s: Snapshot = {
    version,
    size,
    userIds: new Int32Array(size),
    totals: new Int32Array(size * 5),
    positions: new Int32Array(size),
    teamNames: new Array(size),
    kits: new Int32Array(size * 3),
    indexByUser: new Map(),
    top: [],
    answerHead: Buffer.alloc(0),
  };
  for (let i = 0; i < size; i += 1) {
    const r = rows[i];
    s.userIds[i] = r.user_id;
    s.totals.set(
      [r.total_points, r.correct_results, r.exact_scores, r.exact_goals, r.total_predictions],
      i * 5,
    );
    const tied = i > 0 && compareStanding(standingAt(s, i - 1), standingAt(s, i)) === 0;
    s.positions[i] = tied ? s.positions[i - 1] : i + 1;
    s.teamNames[i] = r.team_name;
    s.kits.set(
      [
        KIT_STYLE_IDS.indexOf(r.kit_style) + 1,
        colour(r.kit_primary_colour),
        colour(r.kit_secondary_colour),
      ],
      i * 3,
    );
    s.indexByUser.set(r.user_id, i);
  }
  for (let i = 0; i < Math.min(LEADERBOARD_TOP, size); i += 1) s.top.push(rowAt(s, i));
  s.answerHead = answerHead(s.top);
  return s;
}

/**
 * The ranked table for (scopes, period), from memory while its version matches leaderboard_version
 * (bumped by triggers on every change of the totals or of a player's name or kit), so a request
 * scans nothing and every API instance sees a change on its next request.
 */
export async function getSnapshot(
  knex: Knex,
  scopes: string[],
  period: string,
  version: number,
): Promise<Snapshot> {
  let cache = caches.get(knex);
  if (!cache) caches.set(knex, (cache = new Map()));
  const key = `${scopes.join(',')}|${period}`;
  const slot = cache.get(key) ?? { usedAt: 0 };
  slot.usedAt = Date.now();
  cache.set(key, slot);
  if (slot.snapshot && slot.snapshot.version >= version) return slot.snapshot;
  if (slot.pending && (slot.pendingVersion ?? 0) >= version) return slot.pending;
  const pending = load(knex, scopes, period, version);
  slot.pending = pending;
  slot.pendingVersion = version;
  try {
    const snapshot = await pending;
    if (!slot.snapshot || slot.snapshot.version < snapshot.version) slot.snapshot = snapshot;
    return snapshot;
  } finally {
    if (slot.pending === pending) slot.pending = undefined;
    if (cache.size > MAX_SNAPSHOTS) {
      const oldest = [...cache.entries()]
        .filter(([, s]) => !s.pending)
        .sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
      if (oldest) cache.delete(oldest[0]);
    }
  }
}

export type LeaderboardState = {
  version: number;
  currentYear: number;
  /** Every season's id by its start year, to sum the all-competitions tables. */
  seasonsByYear: Map<number, number[]>;
};
const inFlight = new WeakMap<Knex, Map<string, Promise<LeaderboardState>>>();

/**
 * The totals version, the current season's start year and the seasons by start year, in one query shared by the requests
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
          FROM seasons) AS seasons`,
      [day, now.getUTCFullYear()],
    )
    .then(({ rows }) => {
      const seasonsByYear = new Map<number, number[]>();
      for (const [year, id] of rows[0].seasons as [number, number][]) {
        seasonsByYear.set(year, [...(seasonsByYear.get(year) ?? []), id]);
      }
      return { version: Number(rows[0].version), currentYear: rows[0].current_year, seasonsByYear };
    })
    .finally(() => flights.delete(day));
  flights.set(day, query);
  return query;
}
