/*
 * GET /leagues/{id}/standings (JSON, paged) and standings.csv, served from the league's snapshot
 * (standings-snapshot.ts): one primary-key read of the league, the caller's role and the versions,
 * then a slice of the snapshot's rows, each encoded once.
 */
import type { Knex } from 'knex';
import {
  LEAGUE_MESSAGES,
  STANDINGS_PAGE_SIZE,
  type LeagueMemberRole,
  type LeagueType,
} from '@predictor/contracts';
import { csvLines } from '@predictor/contracts/csv';
import type { AppDeps } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { presentKit } from '../users/presenter';
import { leaguePolicy, type Caller } from './policy';
import { LIVE_MATCHES_JSON, liveField, type LiveMatch } from '../leaderboards/live';
import { standingsAsItStands } from './standings-live';
import { forgetStandings, getSnapshot } from './standings-cache';
import type { Member, StandingsSnapshot, Versions } from './standings-snapshot';
import { camelRows } from '../../db/rows';

export { cachedStandings } from './standings-cache';

/** What a standings request needs of the league and the caller, with the versions, in one read. */
type LeagueState = {
  id: number;
  name: string;
  type: LeagueType;
  createdBy: number | null;
  seasonId: number;
  myRole: LeagueMemberRole | null;
  versions: Versions;
  /** The matches in play with a live score now (leaderboards/live.ts). */
  live: LiveMatch[];
};

/** A row of readLeague's query. */
type LeagueRow = Omit<LeagueState, 'versions'> & {
  totalsVersion: number | null;
  leagueVersion: number | null;
  seasonVersion: number | null;
};

/** These leagues (those that exist) with the caller's role and their versions, in one read. */
async function readLeagues(knex: Knex, caller: Caller, ids: number[]): Promise<LeagueState[]> {
  if (ids.length === 0) return [];
  const result = await knex.raw(
    `SELECT l.id, l.name, l.type, l.created_by, l.season_id,
            (SELECT role FROM league_members WHERE league_id = l.id AND user_id = ?) AS my_role,
            (SELECT version FROM leaderboard_version WHERE id = 1) AS totals_version,
            (SELECT version FROM standings_versions WHERE scope = 'league:' || l.id) AS league_version,
            (SELECT version FROM standings_versions WHERE scope = 'season:' || l.season_id) AS season_version,
            ${LIVE_MATCHES_JSON} AS live
     FROM leagues l WHERE l.id IN (${ids.map(() => '?').join(', ')})`,
    [caller?.id ?? 0, ...ids],
  );
  return camelRows<LeagueRow>(result).map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    createdBy: r.createdBy,
    seasonId: r.seasonId,
    myRole: r.myRole,
    versions: {
      totals: Number(r.totalsVersion ?? 0),
      league: Number(r.leagueVersion ?? 0),
      season: Number(r.seasonVersion ?? 0),
    },
    live: r.live,
  }));
}

const readLeague = async (knex: Knex, caller: Caller, id: number) =>
  (await readLeagues(knex, caller, [id]))[0] ?? null;

/**
 * The caller's place in each of their leagues' standings (GET /leagues/my), from the same snapshots
 * as the tables: position, whether it is shared, and the member count, by league id.
 */
export async function callerPositions(knex: Knex, caller: NonNullable<Caller>, ids: number[]) {
  const leagues = await readLeagues(knex, caller, ids);
  const found = await Promise.all(
    leagues.map(async (league) => {
      const snapshot = await getSnapshot(knex, league.id, league.seasonId, league.versions);
      const own = snapshot.indexByUser.get(caller.id);
      const member = own === undefined ? undefined : snapshot.members[own];
      return [
        league.id,
        { position: member?.position, tied: member?.tied ?? false, of: snapshot.members.length },
      ] as const;
    }),
  );
  return new Map(found);
}

/**
 * The league as the caller may see it (404 'League not found' otherwise, like GET /leagues/{id}),
 * its table, and whether the caller may see real names (invite-only members, the creator, site admins).
 */
async function visibleStandings(knex: Knex, caller: Caller, id: number) {
  const league = await readLeague(knex, caller, id);
  if (!league) {
    forgetStandings(knex, id);
    throw notFound(LEAGUE_MESSAGES.notFound);
  }
  const snapshot = await getSnapshot(knex, league.id, league.seasonId, league.versions);
  const policy = leaguePolicy({ ...league, currentMembers: snapshot.members.length }, caller);
  if (!policy.canSee) throw notFound(LEAGUE_MESSAGES.notFound);
  return { league, snapshot, policy };
}

/** One member in the answer's shape; names only when `showNames`; live points in standings as they stand. */
function presentMember(m: Member, showNames: boolean) {
  return {
    id: m.id,
    role: m.role,
    totalPoints: m.totalPoints,
    correctPredictions: m.correctResults,
    exactScoreCount: m.exactScores,
    predictionCount: m.predictions,
    position: m.position,
    tied: m.tied,
    user: {
      id: m.userId,
      teamName: m.teamName,
      firstName: showNames ? m.firstName : null,
      lastName: showNames ? m.lastName : null,
      ...presentKit({
        kitStyle: m.kitStyle,
        kitPrimaryColour: m.kitPrimaryColour,
        kitSecondaryColour: m.kitSecondaryColour,
      }),
    },
    lastWeekPoints: m.lastWeekPoints,
    isLastWeekTop: m.isLastWeekTop,
    ...(m.livePoints !== undefined && { livePoints: m.livePoints }),
  };
}

function encodedRow(s: StandingsSnapshot, index: number, showNames: boolean): string {
  const cache = s.encoded[showNames ? 1 : 0];
  return (cache[index] ??= JSON.stringify(presentMember(s.members[index], showNames)));
}

export type StandingsPage = { offset: number; limit: number };

/**
 * GET /leagues/{id}/standings[?offset&limit]: the ranked members from `offset` (at most `limit`),
 * the caller's own row wherever it is (null when anonymous or not a member), the member count and the
 * week `lastWeekPoints` counts, as the encoded JSON answer; while matches of the league's season are
 * in play with a live score, as they stand (with `live` naming those matches).
 */
export async function standingsJson(
  { knex }: AppDeps,
  caller: Caller,
  id: number,
  page: StandingsPage = { offset: 0, limit: STANDINGS_PAGE_SIZE },
): Promise<string> {
  const visible = await visibleStandings(knex, caller, id);
  const { policy } = visible;
  const snapshot = await standingsAsItStands(knex, id, visible.snapshot, visible.league.live);
  const showNames = policy.canSeeRealNames;
  const end = Math.min(snapshot.members.length, page.offset + page.limit);
  const rows: string[] = [];
  for (let i = page.offset; i < end; i += 1) rows.push(encodedRow(snapshot, i, showNames));
  const own = caller === null ? undefined : snapshot.indexByUser.get(caller.id);
  const currentUser = own === undefined ? 'null' : encodedRow(snapshot, own, showNames);
  const live = snapshot.live ? `,"live":${JSON.stringify(liveField(snapshot.live))}` : '';
  return `{"rows":[${rows.join(',')}],"currentUser":${currentUser},"totalMembers":${snapshot.members.length},"offset":${page.offset},"limit":${page.limit},"lastCompletedMatchGroup":${snapshot.encodedGroup}${live}}`;
}

/** The league's name as a file name: lower-case letters and digits joined by hyphens ('league' when none is left). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'league';
}

export const STANDINGS_CSV_HEADER = [
  'Position',
  'Team',
  'First name',
  'Last name',
  'Points',
  'Correct results',
  'Exact scores',
  'Predictions',
  'Last week points',
];

/**
 * GET /leagues/{id}/standings.csv: every member ranked, for members and site admins (a signed-in
 * non-member 403, a league the caller may not see 404). Real names only where the standings show them.
 */
export async function standingsCsv(
  { knex }: AppDeps,
  caller: NonNullable<Caller>,
  id: number,
): Promise<{ fileName: string; body: string }> {
  const { league, snapshot, policy } = await visibleStandings(knex, caller, id);
  if (!policy.canSeePredictions) throw forbidden(LEAGUE_MESSAGES.notMember, 'NOT_MEMBER');
  const names = policy.canSeeRealNames;
  const rows = snapshot.members.map((m) => [
    m.position,
    m.teamName,
    names ? m.firstName : null,
    names ? m.lastName : null,
    m.totalPoints,
    m.correctResults,
    m.exactScores,
    m.predictions,
    m.lastWeekPoints,
  ]);
  return {
    fileName: `${fileSlug(league.name)}-standings.csv`,
    body: csvLines([STANDINGS_CSV_HEADER, ...rows]),
  };
}
