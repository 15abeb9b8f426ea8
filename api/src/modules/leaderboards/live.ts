/*
 * Tables "as it stands" (issue 31 item 1): while matches of a table are in play with a live score,
 * its answer is the stored table plus what each player's predictions of those matches would score
 * now (scoring-sql.ts LIVE_CONTRIBUTION), re-ranked by the one ranking and marked live. Nothing of it
 * is stored: the final result enters the totals as any result does and replaces it.
 *
 * Which matches are live is read with every request (readState's query, one index probe); the
 * provisional table is built once per stored snapshot and live scores (one read of those matches'
 * predictions, a few matches however large the season) and shared by every request meanwhile.
 * Every live goal changes a match row, which the live event feed streams to every instance's
 * players (live/feed.ts): their apps ask again and see the new table.
 */
import type { Knex } from 'knex';
import { ARRAY_ROWS, rowGetters } from '../../db/rows';
import { LIVE_CONTRIBUTION, LIVE_MATCHES_WHERE, TOTAL_COLUMNS } from '../scoring/scoring-sql';
import { sharePosition, sortByRank } from './ranking';
import { answerHeadOf, kitNumbers, rowAt, type Snapshot } from './snapshot';
import { LEADERBOARD_TOP } from '@predictor/contracts';

/** A match in play with its live score, and where it counts. */
export type LiveMatch = {
  id: number;
  seasonId: number;
  matchGroupId: number | null;
  homeGoals: number;
  awayGoals: number;
  /** The leaderboard month it will count in (YYYY-MM). */
  period: string;
  homeTeam: string;
  awayTeam: string;
};

/** SQL (a JSON array of LiveMatch) for a sub-select of the requests' one state query. */
export const LIVE_MATCHES_JSON = `(
  SELECT coalesce(json_agg(json_build_object(
    'id', matches.id, 'seasonId', matches.season_id, 'matchGroupId', matches.match_group_id,
    'homeGoals', matches.home_goals, 'awayGoals', matches.away_goals,
    'period', to_char(matches.match_date AT TIME ZONE 'UTC', 'YYYY-MM'),
    'homeTeam', (SELECT name FROM teams WHERE id = matches.home_team_id),
    'awayTeam', (SELECT name FROM teams WHERE id = matches.away_team_id)) ORDER BY matches.id), '[]')
  FROM matches WHERE ${LIVE_MATCHES_WHERE})`;

/** The live matches a table (its scopes and period, as snapshot-sql.ts names them) counts. */
export function liveMatchesOf(live: LiveMatch[], scopes: string[], period: string): LiveMatch[] {
  if (live.length === 0) return [];
  if (period === 'round') {
    const groups = new Set(scopes.map((scope) => Number(scope.split(':')[1])));
    return live.filter((m) => m.matchGroupId !== null && groups.has(m.matchGroupId));
  }
  const seasons = new Set(scopes.map((scope) => Number(scope.split(':')[1])));
  return live.filter(
    (m) => seasons.has(m.seasonId) && (period === 'season' || m.period === period),
  );
}

/** The answer's `live` field: the matches in play that the table counts as they stand. */
export const liveField = (matches: LiveMatch[]) => ({
  matches: matches.map(({ id, homeTeam, awayTeam, homeGoals, awayGoals }) => ({
    id,
    homeTeam,
    awayTeam,
    homeGoals,
    awayGoals,
  })),
});

/** The live scores a provisional table was built with, as one comparable string. */
export const liveSignature = (matches: LiveMatch[]) =>
  matches.map((m) => `${m.id}:${m.homeGoals}-${m.awayGoals}`).join(',');

type Provisional = { signature: string; table: Promise<Snapshot> };
const provisional = new WeakMap<Snapshot, Provisional>();

/**
 * What each prediction of the live matches adds as it stands, one row per prediction: summed here
 * rather than grouped in SQL, and without the players' names (only the few not in the stored table
 * need them), which made the read three times slower.
 */
const LIVE_ROWS_SQL = (ids: number[]) => `
  SELECT p.user_id, ${LIVE_CONTRIBUTION()
    .map((sql, i) => `${sql}::int AS ${TOTAL_COLUMNS[i]}`)
    .join(', ')}
  FROM predictions p JOIN matches m ON m.id = p.match_id
  WHERE p.match_id IN (${ids.map(() => '?').join(', ')})`;

type LiveRow = {
  userId: number;
  totalPoints: number;
  correctResults: number;
  exactScores: number;
  exactGoals: number;
  totalPredictions: number;
};
type Newcomer = {
  id: number;
  teamName: string;
  kitStyle: string | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
};

/**
 * The table as it stands: `base` plus the live matches' provisional totals, ranked like every
 * table (the rank keys, then user id), each row with its provisional points (`livePoints`) and its
 * position in the stored table as its previous one (the movement the live goals made).
 */
async function build(knex: Knex, base: Snapshot, matches: LiveMatch[]): Promise<Snapshot> {
  const startedAt = performance.now();
  const result = await knex
    .raw(
      LIVE_ROWS_SQL(matches.map((m) => m.id)),
      matches.map((m) => m.id),
    )
    .options(ARRAY_ROWS);
  const get = rowGetters<LiveRow>(result);
  const rows = result.rows as unknown[][];
  // The players ranked only by their live predictions, after every stored row.
  const extraIds = [
    ...new Set(rows.map((r) => get.userId(r)).filter((id) => indexIn(base, id) === undefined)),
  ];
  const newcomers: Newcomer[] = extraIds.length
    ? await knex('users')
        // One array parameter: at a season's start nearly everyone is new, beyond bind limits.
        .whereRaw('id = ANY(?::int[])', [extraIds])
        .orderBy('id')
        .select('id', 'teamName', 'kitStyle', 'kitPrimaryColour', 'kitSecondaryColour')
    : [];
  const size = base.size + newcomers.length;
  const totals = new Int32Array(size * 5);
  totals.set(base.totals);
  const live = new Int32Array(size);
  const userIds = new Int32Array(size);
  userIds.set(base.userIds);
  const kits = new Int32Array(size * 3);
  kits.set(base.kits);
  const teamNames = [...base.teamNames];
  const rowOf = new Map<number, number>();
  newcomers.forEach((user, n) => {
    const i = base.size + n;
    userIds[i] = user.id;
    teamNames.push(user.teamName);
    kits.set(kitNumbers(user.kitStyle, user.kitPrimaryColour, user.kitSecondaryColour), i * 3);
    rowOf.set(user.id, i);
  });
  for (const r of rows) {
    const i = indexIn(base, get.userId(r)) ?? rowOf.get(get.userId(r));
    if (i === undefined) continue; // the player's account went meanwhile
    totals[i * 5] += get.totalPoints(r);
    totals[i * 5 + 1] += get.correctResults(r);
    totals[i * 5 + 2] += get.exactScores(r);
    totals[i * 5 + 3] += get.exactGoals(r);
    totals[i * 5 + 4] += get.totalPredictions(r);
    live[i] += get.totalPoints(r);
  }
  const order = sortByRank(
    Int32Array.from({ length: size }, (_, i) => i),
    totals,
    userIds,
  );
  const s: Snapshot = {
    version: base.version,
    size,
    userIds: new Int32Array(size),
    totals: new Int32Array(size * 5),
    positions: new Int32Array(size),
    previousPositions: new Int32Array(size),
    livePoints: new Int32Array(size),
    teamNames: new Array<string>(size),
    kits: new Int32Array(size * 3),
    rowByUser: new Int32Array(Math.max(base.rowByUser.length, maxOf(userIds) + 1)),
    top: [],
    answerHead: Buffer.alloc(0),
    buildMs: 0,
  };
  for (let i = 0; i < size; i += 1) {
    const from = order[i];
    s.userIds[i] = userIds[from];
    for (let k = 0; k < 5; k += 1) s.totals[i * 5 + k] = totals[from * 5 + k];
    for (let k = 0; k < 3; k += 1) s.kits[i * 3 + k] = kits[from * 3 + k];
    s.teamNames[i] = teamNames[from];
    s.livePoints![i] = live[from];
    s.previousPositions![i] = from < base.size ? base.positions[from] : 0;
    s.positions[i] = i > 0 && sharePosition(s.totals, 5, i - 1, i) ? s.positions[i - 1] : i + 1;
    s.rowByUser[s.userIds[i]] = i + 1;
  }
  for (let i = 0; i < Math.min(LEADERBOARD_TOP, size); i += 1) s.top.push(rowAt(s, i));
  s.answerHead = answerHeadOf(s.top);
  s.buildMs = performance.now() - startedAt;
  return s;
}

const indexIn = (s: Snapshot, userId: number) => {
  const row = userId >= 0 && userId < s.rowByUser.length ? s.rowByUser[userId] : 0;
  return row === 0 ? undefined : row - 1;
};
const maxOf = (values: Int32Array) => values.reduce((max, v) => (v > max ? v : max), 0);

/**
 * The table as it stands with these live matches (the stored one when none), built once per stored
 * snapshot and live scores; a build that fails reaches only those waiting on it.
 */
export async function asItStands(
  knex: Knex,
  base: Snapshot,
  matches: LiveMatch[],
): Promise<Snapshot> {
  if (matches.length === 0) return base;
  const signature = liveSignature(matches);
  const kept = provisional.get(base);
  if (kept?.signature === signature) return kept.table;
  const table = build(knex, base, matches);
  provisional.set(base, { signature, table });
  table.catch(() => {
    if (provisional.get(base)?.table === table) provisional.delete(base);
  });
  return table;
}
