/*
 * League standings at fan-league scale. Stays in knex, like the leaderboards (see
 * leaderboards/snapshot.ts): a league's table is one read of every member with their season totals
 * (sums of month rows) and their points in the last completed match week, ranked by the shared
 * ranking and held in memory per league until one of its versions changes. A request then costs one
 * primary-key read (the league, the caller's role and the versions) and a slice of the snapshot.
 *
 * Versions (migration 20261123001000): leaderboard_version (totals, team names, kits),
 * standings_versions `league:{id}` (members, the league's season, members' names and kits) and
 * `season:{id}` (the season's matches and match groups). A snapshot is served only while none of the
 * three is newer than the ones it was read at, so a change is seen by the next request on every API
 * instance.
 */
import type { Knex } from 'knex';
import type { KitStyle, LeagueMemberRole } from '@predictor/contracts';
import { scoreColumn, SEASON_TOTALS_OF } from '../scoring/scoring-sql';
import type { LiveMatch } from '../leaderboards/live';
import { columnOf, compareStanding, rankOrder, type Standing } from '../leaderboards/ranking';
import { camelRows, type RawResult } from '../../db/rows';

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
};

const MAX_SNAPSHOTS = 32;
type Slot = {
  snapshot?: StandingsSnapshot;
  pending?: Promise<StandingsSnapshot>;
  pendingVersions?: Versions;
  pendingSeason?: number;
  usedAt: number;
};
const caches = new WeakMap<Knex, Map<number, Slot>>();

/** `a` was read at the same or later versions than `b` in every counter. */
const covers = (a: Versions, b: Versions) =>
  a.totals >= b.totals && a.league >= b.league && a.season >= b.season;

/**
 * The league season's latest match group (in the groups' order: match week, then first kick-off,
 * then id) with at least one finished match and every non-cancelled match finished with a score.
 */
async function lastCompletedGroup(knex: Knex, seasonId: number) {
  const result = await knex.raw(
    `SELECT g.id, g.name
     FROM match_groups g
     JOIN (SELECT match_group_id, min(match_date) AS start_date,
                  bool_and(status = 'cancelled' OR (status = 'finished' AND home_goals IS NOT NULL AND away_goals IS NOT NULL)) AS done,
                  bool_or(status = 'finished') AS played
           FROM matches WHERE season_id = ? AND match_group_id IS NOT NULL
           GROUP BY match_group_id) a ON a.match_group_id = g.id
     WHERE g.season_id = ? AND a.done AND a.played
     ORDER BY g.match_week DESC NULLS FIRST, a.start_date DESC NULLS FIRST, g.id DESC
     LIMIT 1`,
    [seasonId, seasonId],
  );
  const [group] = camelRows<{ id: number; name: string }>(result);
  return group ?? null;
}

/** A row of the members query: a member as read, before ranking. */
type MemberRow = Omit<
  Member,
  'predictions' | 'position' | 'tied' | 'lastWeekPoints' | 'isLastWeekTop'
> & {
  totalPredictions: number;
  weekPoints: number | null;
};

export const standingOf = (m: Member): Standing => ({
  totalPoints: m.totalPoints,
  correctResults: m.correctResults,
  exactScores: m.exactScores,
  exactGoals: m.exactGoals,
});

/**
 * Every member with their season totals (zeros without any), ranked like the leaderboards (ties
 * share a position and are flagged tied; within a tie by team name, then user id), and their points in the last
 * completed week (null when there is none); the week's top scorers flagged (all of them when tied,
 * nobody when the best is 0 or less).
 */
async function load(
  knex: Knex,
  leagueId: number,
  seasonId: number,
  versions: Versions,
): Promise<StandingsSnapshot> {
  const group = await lastCompletedGroup(knex, seasonId);
  const result = await knex.transaction(async (trx): Promise<RawResult> => {
    // The plan is a read per member (10,000 in npm run bench): its estimated cost crosses
    // jit_above_cost, and compiling it took about a second, longer than the read itself.
    await trx.raw('SET LOCAL jit = off');
    return await trx.raw(
      `SELECT m.id, m.role, u.id AS user_id, u.team_name, u.first_name, u.last_name,
            u.kit_style, u.kit_primary_colour, u.kit_secondary_colour,
            t.total_points, t.correct_results, t.exact_scores, t.exact_goals, t.total_predictions,
            ${group ? 'coalesce(w.points, 0)::int' : 'NULL::int'} AS week_points
     FROM league_members m
     JOIN users u ON u.id = m.user_id
     LEFT JOIN LATERAL ${SEASON_TOTALS_OF('m.user_id', '?')} t ON true
     ${
       group
         ? `LEFT JOIN LATERAL (SELECT sum(${scoreColumn('points', 'p', 'pm')}) AS points
                               FROM predictions p JOIN matches pm ON pm.id = p.match_id
                               WHERE p.user_id = m.user_id AND p.match_group_id = ? AND NOT p.is_void) w ON true`
         : ''
     }
     WHERE m.league_id = ?
     ORDER BY ${rankOrder(columnOf('t'))}, lower(u.team_name), u.id`,
      group ? [`season:${seasonId}`, group.id, leagueId] : [`season:${seasonId}`, leagueId],
    );
  });
  const members: Member[] = [];
  const indexByUser = new Map<number, number>();
  let best = 0;
  for (const { totalPredictions, weekPoints, ...r } of camelRows<MemberRow>(result)) {
    const member: Member = {
      ...r,
      predictions: totalPredictions,
      position: members.length + 1,
      tied: false,
      lastWeekPoints: weekPoints,
      isLastWeekTop: false,
    };
    const previous = members[members.length - 1];
    if (previous && compareStanding(standingOf(previous), standingOf(member)) === 0) {
      member.position = previous.position;
      member.tied = previous.tied = true;
    }
    if (member.lastWeekPoints !== null && member.lastWeekPoints > best)
      best = member.lastWeekPoints;
    indexByUser.set(member.userId, members.length);
    members.push(member);
  }
  if (best > 0) for (const m of members) m.isLastWeekTop = m.lastWeekPoints === best;
  return {
    seasonId,
    versions,
    members,
    indexByUser,
    lastCompletedMatchGroup: group,
    encoded: [new Array(members.length), new Array(members.length)],
    encodedGroup: JSON.stringify(group),
  };
}

/** The league's table at (at least) these versions: from memory when it is current, else read once for every waiting request. */
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
  if (current && current.seasonId === seasonId && covers(current.versions, versions))
    return current;
  if (
    slot.pending &&
    slot.pendingSeason === seasonId &&
    slot.pendingVersions &&
    covers(slot.pendingVersions, versions)
  )
    return slot.pending;
  const pending = load(knex, leagueId, seasonId, versions);
  slot.pending = pending;
  slot.pendingVersions = versions;
  slot.pendingSeason = seasonId;
  try {
    const snapshot = await pending;
    const kept = slot.snapshot;
    if (!kept || kept.seasonId !== seasonId || covers(snapshot.versions, kept.versions))
      slot.snapshot = snapshot;
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

/** The snapshot kept in memory for a league, if any (tests check what a request was served from). */
export const cachedStandings = (knex: Knex, leagueId: number) =>
  caches.get(knex)?.get(leagueId)?.snapshot;

/** Drops a league's snapshot (the league is gone). */
export const forgetStandings = (knex: Knex, leagueId: number) => {
  caches.get(knex)?.delete(leagueId);
};
