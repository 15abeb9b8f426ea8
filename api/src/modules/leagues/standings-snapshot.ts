/*
 * League standings at fan-league scale: a league's table is every member with their season totals
 * and their points in the last completed match week, taken from the leaderboard tables this instance
 * holds (the season's table and that week's round table, both moved on by the change log:
 * leaderboards/advance.ts), ranked by the shared ranking and held in memory per league until one of
 * its versions changes (standings-cache.ts). The members (names and kits) are read once per league version. A request
 * then costs one primary-key read (the league, the caller's role and the versions) and a slice of
 * the snapshot.
 *
 * Versions (migration 20261123001000): leaderboard_version (totals, team names, kits),
 * standings_versions `league:{id}` (members, the league's season, members' names and kits) and
 * `season:{id}` (the season's matches and match groups). A snapshot is served only while none of the
 * three is newer than the ones it was read at, so a change is seen by the next request on every API
 * instance; in a large season, a change of the totals only after it is built in (standings-cache.ts).
 */
import type { Knex } from 'knex';
import type { KitStyle, LeagueMemberRole } from '@predictor/contracts';
import { BONUS_PERIOD } from '@predictor/contracts/rules';
import { getSnapshot as getTable } from '../leaderboards/snapshot-cache';
import { indexOfUser } from '../leaderboards/snapshot';
import { ROUND_PERIOD, ROUND_SCOPE } from '../leaderboards/snapshot-sql';
import type { LiveMatch } from '../leaderboards/live';
import { compareStanding, type Standing } from '../leaderboards/ranking';
import { lastCompletedGroup } from '../leaderboards/rounds';
import { camelRows } from '../../db/rows';

/** The versions a snapshot was read at; each only grows. */
export type Versions = { totals: number; league: number; season: number };

export type Member = {
  id: number;
  role: LeagueMemberRole;
  userId: number;
  teamName: string;
  firstName: string | null;
  lastName: string | null;
  kitStyle: KitStyle | null;
  kitPrimaryColour: string | null;
  kitSecondaryColour: string | null;
  totalPoints: number;
  correctResults: number;
  exactScores: number;
  exactGoals: number;
  predictions: number;
  position: number;
  /** Another member has the same position. */
  tied: boolean;
  lastWeekPoints: number | null;
  isLastWeekTop: boolean;
  /** In standings as they stand (standingsAsItStands): the points live predictions add now. */
  livePoints?: number;
};

/** One league's ranked table as read at `versions`. */
export type StandingsSnapshot = {
  seasonId: number;
  versions: Versions;
  members: Member[];
  indexByUser: Map<number, number>;
  lastCompletedMatchGroup: { id: number; name: string } | null;
  /** Each row encoded once, lazily: without real names [0], with them [1]. */
  encoded: [(string | undefined)[], (string | undefined)[]];
  encodedGroup: string;
  /** Standings as they stand: the live matches they count (standingsAsItStands). */
  live?: LiveMatch[];
  /** Players in the season's table it was built from (a large table may answer behind the totals). */
  seasonPlayers?: number;
};

/** A member as read from the league (name and kit), before their figures. */
type MemberInfo = Pick<
  Member,
  | 'id'
  | 'role'
  | 'userId'
  | 'teamName'
  | 'firstName'
  | 'lastName'
  | 'kitStyle'
  | 'kitPrimaryColour'
  | 'kitSecondaryColour'
>;

export const standingOf = (m: Member): Standing => ({
  totalPoints: m.totalPoints,
  correctResults: m.correctResults,
  exactScores: m.exactScores,
  exactGoals: m.exactGoals,
});

/** The members of each league as read at a league version (members, their names and kits). */
const membersRead = new WeakMap<
  Knex,
  Map<number, { version: number; members: Promise<MemberInfo[]> }>
>();

/** The league's members, read once per league version and shared by the tables built from them. */
function membersOf(knex: Knex, leagueId: number, version: number): Promise<MemberInfo[]> {
  let byLeague = membersRead.get(knex);
  if (!byLeague) membersRead.set(knex, (byLeague = new Map()));
  const kept = byLeague.get(leagueId);
  if (kept && kept.version >= version) return kept.members;
  const members = knex
    .raw(
      `SELECT m.id, m.role, u.id AS user_id, u.team_name, u.first_name, u.last_name,
              u.kit_style, u.kit_primary_colour, u.kit_secondary_colour
       FROM league_members m JOIN users u ON u.id = m.user_id WHERE m.league_id = ?`,
      [leagueId],
    )
    .then((result) => camelRows<MemberInfo>(result));
  byLeague.set(leagueId, { version, members });
  members.catch(() => {
    if (byLeague.get(leagueId)?.members === members) byLeague.delete(leagueId);
  });
  return members;
}

/**
 * Season bonus points of members who are not in the season's table (no counted prediction: the
 * table leaves them out, the standings count their bonus), by user id.
 */
async function bonusOf(knex: Knex, seasonId: number, userIds: number[]) {
  if (!userIds.length) return new Map<number, number>();
  const result = await knex.raw(
    `SELECT user_id, total_points FROM leaderboard_totals
     WHERE scope = ? AND period = ? AND user_id = ANY(?::int[]) AND total_points <> 0`,
    [`season:${seasonId}`, BONUS_PERIOD, userIds],
  );
  return new Map(
    camelRows<{ userId: number; totalPoints: number }>(result).map((r) => [
      r.userId,
      r.totalPoints,
    ]),
  );
}

/** Within a shared position, by team name (lower case, worked out once per member), then user id. */
const byName = (a: Member, b: Member, names: Map<number, string>) => {
  const x = names.get(a.userId)!;
  const y = names.get(b.userId)!;
  return x < y ? -1 : x > y ? 1 : a.userId - b.userId;
};

/**
 * Every member with their season totals (zeros without any), ranked like the leaderboards (ties
 * share a position and are flagged tied; within a tie by team name, then user id), and their points in the last
 * completed week (null when there is none); the week's top scorers flagged (all of them when tied,
 * nobody when the best is 0 or less).
 *
 * Built in memory from the season's table and (unless it is the season's latest week, whose points
 * the season's table holds) the last completed week's round table, which the change log keeps
 * current on every instance (leaderboards/advance.ts), and the league's members
 * (read once per league version): a result reaches a 100,000-member league's standings without
 * reading any member's totals again.
 */
export async function buildStandings(
  knex: Knex,
  leagueId: number,
  seasonId: number,
  versions: Versions,
  /** Wait for the tables at `versions.totals` (else a large table's previous snapshot may do). */
  current: boolean,
): Promise<StandingsSnapshot> {
  const fresh = { fresh: current };
  const [group, infos, season] = await Promise.all([
    lastCompletedGroup(knex, seasonId),
    membersOf(knex, leagueId, versions.league),
    getTable(knex, [`season:${seasonId}`], 'season', versions.totals, undefined, fresh),
  ]);
  // The last completed week is most often the season's latest week with a result, whose points per
  // player the season's table holds (basis.week): its round table is then not needed (a result that
  // completes a week no result had reached before would have it read whole).
  const seasonWeek =
    group && season.basis?.latestWeeks.get(`season:${seasonId}`) === group.id
      ? season.basis.week
      : null;
  const week =
    group && !seasonWeek
      ? await getTable(
          knex,
          [ROUND_SCOPE(group.id)],
          ROUND_PERIOD,
          versions.totals,
          undefined,
          fresh,
        )
      : null;
  const bonus = await bonusOf(
    knex,
    seasonId,
    infos.filter((m) => indexOfUser(season, m.userId) === undefined).map((m) => m.userId),
  );
  /** A player's points in the last completed week, by their row in the season's table. */
  const weekPoints = (userId: number, seasonRow: number | undefined) => {
    if (seasonWeek) return seasonRow === undefined ? 0 : seasonWeek[seasonRow * 5];
    const row = week ? indexOfUser(week, userId) : undefined;
    return week && row !== undefined ? week.totals[row * 5] : 0;
  };
  const members: Member[] = infos.map((info) => {
    const i = indexOfUser(season, info.userId);
    const t = (k: number) => (i === undefined ? 0 : season.totals[i * 5 + k]);
    return {
      ...info,
      totalPoints: i === undefined ? (bonus.get(info.userId) ?? 0) : t(0),
      correctResults: t(1),
      exactScores: t(2),
      exactGoals: t(3),
      predictions: t(4),
      position: 0,
      tied: false,
      lastWeekPoints: group ? weekPoints(info.userId, i) : null,
      isLastWeekTop: false,
    };
  });
  const names = new Map(infos.map((m) => [m.userId, m.teamName.toLowerCase()]));
  // A member is a Standing: compared in place, no object made per comparison.
  members.sort((a, b) => compareStanding(a, b) || byName(a, b, names));
  const indexByUser = new Map<number, number>();
  let best = 0;
  members.forEach((member, index) => {
    member.position = index + 1;
    const previous = members[index - 1];
    if (previous && compareStanding(previous, member) === 0) {
      member.position = previous.position;
      member.tied = previous.tied = true;
    }
    if (member.lastWeekPoints !== null && member.lastWeekPoints > best)
      best = member.lastWeekPoints;
    indexByUser.set(member.userId, index);
  });
  if (best > 0) for (const m of members) m.isLastWeekTop = m.lastWeekPoints === best;
  return {
    seasonId,
    // The tables it was built from: newer than asked for, or (not `current`) older.
    versions: { ...versions, totals: Math.min(season.version, week?.version ?? season.version) },
    seasonPlayers: season.size,
    members,
    indexByUser,
    lastCompletedMatchGroup: group,
    encoded: [new Array(members.length), new Array(members.length)],
    encodedGroup: JSON.stringify(group),
  };
}
