/*
 * Kept in knex: listMatchGroupRows joins each group to ONE grouped aggregate of the season's matches
 * (first and last kick-off, count). A model would load every match or run three correlated
 * subqueries per group; the grouped join reads the season's matches once.
 */
import type { Knex } from 'knex';
import { ADMIN_MESSAGES, CURRENT_GROUP_WINDOW_HOURS } from '@predictor/contracts';
import { Season } from '../../models';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { presentMatchGroup, presentSeason, type MatchGroupRow } from './presenter';

/** Seasons ordered by order, then name; only active ones when `active` is true. */
export async function listSeasons(deps: AppDeps, options: { active?: boolean } = {}) {
  const query = Season.query(deps.knex).withGraphFetched('competition').modify('displayOrder');
  if (options.active) query.modify('active');
  return (await query).map(presentSeason);
}

/** One season, or 404 'Season not found'. */
export async function getSeason(deps: AppDeps, id: number) {
  const season = await Season.query(deps.knex).findById(id).withGraphFetched('competition');
  if (!season) throw notFound(ADMIN_MESSAGES.seasonNotFound);
  return presentSeason(season);
}

async function assertSeason(deps: AppDeps, id: number) {
  if (!(await Season.query(deps.knex).findById(id).select('id')))
    throw notFound(ADMIN_MESSAGES.seasonNotFound);
}

/** A season's match groups with first and last kick-off and match count, by match week then first kick-off. */
async function listMatchGroupRows(knex: Knex, seasonId: number): Promise<MatchGroupRow[]> {
  return knex('matchGroups as g')
    .leftJoin(
      knex('matches')
        .select('matchGroupId')
        .min({ startDate: 'matchDate' })
        .max({ endDate: 'matchDate' })
        .count({ matchCount: '*' })
        .where({ seasonId })
        .groupBy('matchGroupId')
        .as('agg'),
      'agg.matchGroupId',
      'g.id',
    )
    .where('g.seasonId', seasonId)
    .select(
      'g.id',
      'g.seasonId',
      'g.name',
      'g.description',
      'g.matchWeek',
      'g.isActive',
      'agg.startDate',
      'agg.endDate',
    )
    .select(knex.raw('coalesce(agg.match_count, 0)::int as match_count'))
    .orderByRaw('g.match_week ASC NULLS LAST, agg.start_date ASC NULLS LAST, g.id ASC');
}

/** GET /seasons/{id}/match-groups answer; 404 when the season does not exist. */
export async function listMatchGroups(deps: AppDeps, seasonId: number) {
  await assertSeason(deps, seasonId);
  return (await listMatchGroupRows(deps.knex, seasonId)).map(presentMatchGroup);
}

const WINDOW_MS = CURRENT_GROUP_WINDOW_HOURS * 3600 * 1000;

/**
 * The 36-hour rule (players' spec section 4), pure. Groups with matches are taken in order of first
 * kick-off; "within 36 hours" means first kick-off <= now + 36 h. The current group is the latest
 * such group whose successor starts more than 36 hours away (or has no successor); when every
 * group starts later than that, the first one; a season whose groups have no matches yet answers
 * its last group; no groups, null.
 */
export function chooseCurrentGroup<T extends { startDate: Date | string | null }>(
  groups: T[],
  now: Date,
): T | null {
  if (groups.length === 0) return null;
  const horizon = now.getTime() + WINDOW_MS;
  const dated = groups
    .map((group, index) => ({
      group,
      index,
      start: group.startDate === null ? null : new Date(group.startDate).getTime(),
    }))
    .filter((g): g is { group: T; index: number; start: number } => g.start !== null)
    .sort((a, b) => a.start - b.start || a.index - b.index);
  if (dated.length === 0) return groups[groups.length - 1];
  for (let i = dated.length - 1; i >= 0; i -= 1) {
    const next = dated[i + 1];
    if (dated[i].start <= horizon && (!next || next.start > horizon)) return dated[i].group;
  }
  return dated.find((g) => g.start > horizon)?.group ?? dated[dated.length - 1].group;
}

/**
 * The current match group of a season at the server's clock (36-hour rule), presented like GET
 * /seasons/{id}/match-groups entries; null when the season has no groups. Reused by
 * GET /leagues/{id}/current-match-group.
 */
export async function currentMatchGroup(deps: AppDeps, seasonId: number) {
  const rows = await listMatchGroupRows(deps.knex, seasonId);
  const chosen = chooseCurrentGroup(rows, deps.now());
  return chosen ? presentMatchGroup(chosen) : null;
}

/** GET /seasons/{id}/current-match-group answer: 404 for a missing season or a season without groups. */
export async function seasonCurrentMatchGroup(deps: AppDeps, seasonId: number) {
  await assertSeason(deps, seasonId);
  const group = await currentMatchGroup(deps, seasonId);
  if (!group) throw notFound('This season has no match groups');
  return group;
}
