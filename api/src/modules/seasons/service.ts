import type { Knex } from 'knex';
import { CURRENT_GROUP_WINDOW_HOURS } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { presentMatchGroup, presentSeason, type MatchGroupRow, type SeasonRow } from './presenter';

export const SEASON_NOT_FOUND = 'Season not found';

function seasonsQuery(knex: Knex) {
  return knex('seasons as s')
    .join('competitions as c', 'c.id', 's.competitionId')
    .select(
      's.id',
      's.name',
      's.description',
      's.isActive',
      's.order',
      's.startDate',
      's.endDate',
      's.gameType',
      'c.id as competitionId',
      'c.name as competitionName',
      'c.tier as competitionTier',
      'c.logoUrl as competitionLogoUrl',
      'c.countryCode as countryCode',
    );
}

/** Seasons ordered by order, then name; only active ones when `active` is true. */
export async function listSeasons(knex: Knex, options: { active?: boolean } = {}) {
  const query = seasonsQuery(knex).orderBy('s.order').orderBy('s.name').orderBy('s.id');
  if (options.active) query.where('s.isActive', true);
  const rows: SeasonRow[] = await query;
  return rows.map(presentSeason);
}

/** One season, or 404 'Season not found'. */
export async function getSeason(knex: Knex, id: number) {
  const row: SeasonRow | undefined = await seasonsQuery(knex).where('s.id', id).first();
  if (!row) throw notFound(SEASON_NOT_FOUND);
  return presentSeason(row);
}

async function assertSeason(knex: Knex, id: number) {
  const row = await knex('seasons').where({ id }).first('id');
  if (!row) throw notFound(SEASON_NOT_FOUND);
}

/** A season's match groups with first and last kick-off and match count, by match week then first kick-off. */
export async function listMatchGroupRows(knex: Knex, seasonId: number): Promise<MatchGroupRow[]> {
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
export async function listMatchGroups(knex: Knex, seasonId: number) {
  await assertSeason(knex, seasonId);
  return (await listMatchGroupRows(knex, seasonId)).map(presentMatchGroup);
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
 * The current match group of a season at `now` (36-hour rule), presented like GET
 * /seasons/{id}/match-groups entries; null when the season has no groups. Reused by
 * GET /leagues/{id}/current-match-group.
 */
export async function currentMatchGroup(knex: Knex, seasonId: number, now: Date) {
  const chosen = chooseCurrentGroup(await listMatchGroupRows(knex, seasonId), now);
  return chosen ? presentMatchGroup(chosen) : null;
}

/** GET /seasons/{id}/current-match-group answer: 404 for a missing season or a season without groups. */
export async function seasonCurrentMatchGroup(knex: Knex, seasonId: number, now: Date) {
  await assertSeason(knex, seasonId);
  const group = await currentMatchGroup(knex, seasonId, now);
  if (!group) throw notFound('This season has no match groups');
  return group;
}
