import type { Knex } from 'knex';
import { FEATURED_AWARDS_MAX, USER_MESSAGES } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { presentAward, type AwardRow } from './presenter';

function awardsOf(knex: Knex, userId: number) {
  return knex('trophyAwards as a')
    .join('trophies as t', 't.id', 'a.trophyId')
    .where('a.userId', userId)
    .select(
      'a.id',
      'a.reason',
      'a.awardedAt',
      't.id as trophyId',
      't.name as trophyName',
      't.description as trophyDescription',
      't.imageUrl as trophyImageUrl',
      't.trophyType',
    );
}

/** A player's awards, newest first; 404 'User not found' for an unknown or deactivated user. */
export async function userAwards(knex: Knex, userId: number) {
  await assertActiveUser(knex, userId);
  const rows: AwardRow[] = await awardsOf(knex, userId)
    .orderBy('a.awardedAt', 'desc')
    .orderBy('a.id', 'desc');
  return rows.map(presentAward);
}

/** Featured on a profile: at most 8, first places (monthly, annual, league winners) first, then newest. */
export async function featuredAwards(knex: Knex, userId: number) {
  await assertActiveUser(knex, userId);
  const rows: AwardRow[] = await awardsOf(knex, userId)
    .orderByRaw(`CASE WHEN t.trophy_type LIKE '%\\_first' THEN 0 ELSE 1 END`)
    .orderBy('a.awardedAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(FEATURED_AWARDS_MAX);
  return rows.map(presentAward);
}

async function assertActiveUser(knex: Knex, id: number) {
  if (!(await knex('users').where({ id, isActive: true }).first('id')))
    throw notFound(USER_MESSAGES.notFound);
}
