/*
 * Kept in knex: listMatchGroupRows joins each group to ONE grouped aggregate of the season's matches
 * (first and last kick-off, count). A model would load every match or run three correlated
 * subqueries per group; the grouped join reads the season's matches once.
 */
import type { Knex } from 'knex';
import { ADMIN_MESSAGES } from '@predictor/contracts';
import { chooseCurrentGroup } from '@predictor/contracts/rules';
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

/**
 * The current match group of a season at the server's clock (the 36-hour rule of
 * @predictor/contracts/rules, which the season page applies to the same list), presented like GET
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

/**
 * The top flight: the active season of the lowest competition tier (then season order, id), the
 * season a new or neutral player starts in (as GET /predictions/this-round); null when none is active.
 */
export async function topFlightSeasonId(deps: AppDeps): Promise<number | null> {
  const season = await Season.query(deps.knex)
    .modify('active')
    .joinRelated('competition')
    .orderByRaw('competition.tier asc nulls last')
    .orderBy('seasons.order')
    .orderBy('seasons.id')
    .select('seasons.id')
    .first();
  return season?.id ?? null;
}
