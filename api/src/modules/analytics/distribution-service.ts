/*
 * Kept in knex: the suspect matches come from the back-office match list's own query
 * (matches/admin-presenter's adminMatchQuery, a join of matches, teams, groups and seasons), so a match
 * here is answered exactly as in that list; its "wrong group" test compares columns of two joined
 * tables in SQL. Seasons, group counts and season totals are read through the models.
 */
import { expectedMatchesPerWeek } from '@predictor/contracts';
import { Match, MatchGroup, Season } from '../../models';
import type { AppDeps } from '../../lib/context';
import {
  adminMatchQuery,
  presentAdminMatch,
  type AdminMatch,
  type AdminMatchRow,
} from '../matches/admin-presenter';

type ListedMatch = AdminMatch & { problem: string | null };

/** The distribution card of one active season. */
export type SeasonDistribution = {
  id: number;
  name: string;
  expectedPerWeek: number;
  totalMatches: number;
  matchGroups: { id: number; name: string; matchWeek: number | null; matchCount: number }[];
  matchesWithNoGroup: ListedMatch[];
  matchesWithWrongGroup: ListedMatch[];
};

/** Why a grouped match sits in the wrong group, or null when it is fine. */
function wrongGroupReason(m: AdminMatch): string | null {
  if (!m.matchGroup) return null;
  if (m.matchGroup.season.id !== m.seasonId)
    return `Group "${m.matchGroup.name}" belongs to another season (${m.matchGroup.season.name})`;
  if (
    m.matchWeek !== null &&
    m.matchGroup.matchWeek !== null &&
    m.matchWeek !== m.matchGroup.matchWeek
  ) {
    return `Match week ${m.matchWeek} differs from the group's match week ${m.matchGroup.matchWeek}`;
  }
  return null;
}

/**
 * GET /admin/match-distribution: per active season, its groups with match counts, its matches without a
 * group, and its matches in a wrong group (a group of another season, or the deprecated matchWeek set
 * and different from the group's week; a group without a week is not compared). Four queries in all.
 */
export async function matchDistribution(deps: AppDeps): Promise<SeasonDistribution[]> {
  const { knex } = deps;
  const seasons = await Season.query(knex)
    .modify('active')
    .orderBy('seasons.order', 'asc')
    .orderBy('seasons.startDate', 'desc')
    .orderBy('seasons.id', 'asc')
    .select('seasons.id', 'seasons.name');
  if (seasons.length === 0) return [];
  const ids = seasons.map((s) => s.id);
  const [groups, totals, suspects] = await Promise.all([
    MatchGroup.query(knex)
      .whereIn('match_groups.seasonId', ids)
      .select(
        'match_groups.id',
        'match_groups.seasonId',
        'match_groups.name',
        'match_groups.matchWeek',
        MatchGroup.relatedQuery('matches').count().as('matchCount'),
      )
      .orderByRaw(
        'match_groups.match_week ASC NULLS LAST, match_groups.name ASC, match_groups.id ASC',
      )
      .castTo<(MatchGroup & { matchCount: number | string })[]>(),
    Match.query(knex)
      .whereIn('matches.seasonId', ids)
      .groupBy('matches.seasonId')
      .select('matches.seasonId')
      .count('* as total')
      .castTo<{ seasonId: number; total: number | string }[]>(),
    adminMatchQuery(knex)
      .whereIn('m.seasonId', ids)
      .where((w) =>
        w
          .whereNull('m.matchGroupId')
          .orWhereRaw('mg.season_id <> m.season_id')
          .orWhereRaw(
            '(m.match_week IS NOT NULL AND mg.match_week IS NOT NULL AND m.match_week <> mg.match_week)',
          ),
      )
      .orderBy('m.matchDate', 'asc')
      .orderBy('m.id', 'asc') as Promise<AdminMatchRow[]>,
  ]);
  const matches = suspects.map(presentAdminMatch);
  return seasons.map((season) => {
    const own = matches.filter((m) => m.seasonId === season.id);
    return {
      id: season.id,
      name: season.name,
      expectedPerWeek: expectedMatchesPerWeek(season.name),
      totalMatches: Number(totals.find((t) => t.seasonId === season.id)?.total ?? 0),
      matchGroups: groups
        .filter((g) => g.seasonId === season.id)
        .map((g) => ({
          id: g.id,
          name: g.name,
          matchWeek: g.matchWeek,
          matchCount: Number(g.matchCount),
        })),
      matchesWithNoGroup: own
        .filter((m) => m.matchGroup === null)
        .map((m) => ({ ...m, problem: null })),
      matchesWithWrongGroup: own.flatMap((m) => {
        const problem = wrongGroupReason(m);
        return problem ? [{ ...m, problem }] : [];
      }),
    };
  });
}
