import { FEATURED_AWARDS_MAX, USER_MESSAGES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { TrophyAward, User } from '../../models';
import { presentAward } from './presenter';

/** A player's awards with their trophies (joined as `trophy`, for ordering by its type). */
function awardsOf(deps: AppDeps, userId: number) {
  return TrophyAward.query(deps.knex)
    .joinRelated('trophy')
    .where('trophy_awards.userId', userId)
    .withGraphFetched('trophy');
}

/** A player's awards, newest first; 404 'User not found' for an unknown or deactivated user. */
export async function userAwards(deps: AppDeps, userId: number) {
  await assertActiveUser(deps, userId);
  const awards = await awardsOf(deps, userId)
    .orderBy('trophy_awards.awardedAt', 'desc')
    .orderBy('trophy_awards.id', 'desc');
  return awards.map(presentAward);
}

/** Featured on a profile: at most 8, first places (monthly, annual, league winners) first, then newest. */
export async function featuredAwards(deps: AppDeps, userId: number) {
  await assertActiveUser(deps, userId);
  const awards = await awardsOf(deps, userId)
    .orderByRaw(`CASE WHEN trophy.trophy_type LIKE '%\\_first' THEN 0 ELSE 1 END`)
    .orderBy('trophy_awards.awardedAt', 'desc')
    .orderBy('trophy_awards.id', 'desc')
    .limit(FEATURED_AWARDS_MAX);
  return awards.map(presentAward);
}

async function assertActiveUser(deps: AppDeps, id: number) {
  if (!(await User.query(deps.knex).modify('active').findById(id).select('users.id')))
    throw notFound(USER_MESSAGES.notFound);
}
