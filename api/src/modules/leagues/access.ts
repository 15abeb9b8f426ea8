import type { Context } from 'koa';
import type { Knex } from 'knex';
import { LEAGUE_MESSAGES, type LeagueMemberRole } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { League, type Season } from '../../models';
import { leaguePolicy, type Caller } from './policy';

/** A league as one caller sees it: with its season, member count and the caller's role (null when not a member). */
export type CallerLeague = League & {
  season: Season;
  currentMembers: number;
  myRole: LeagueMemberRole | null;
};

export function callerOf(ctx: Context): Caller {
  const user = ctx.state.user;
  return user ? { id: user.id, role: user.role } : null;
}

/** Leagues with their season, member count and the caller's role (rows are CallerLeague). */
export function leaguesQuery(db: Knex | Knex.Transaction, caller: Caller) {
  // A relatedQuery subquery names its table after the relation: 'members'.
  return League.query(db)
    .select(
      'leagues.*',
      League.relatedQuery('members').count().as('currentMembers'),
      League.relatedQuery('members')
        .where('members.userId', caller?.id ?? 0)
        .select('members.role')
        .as('myRole'),
    )
    .withGraphFetched('season');
}

/** One league, whoever asks (the presenter decides what the caller is told), or 404 'League not found'. */
export async function loadLeague(
  db: Knex | Knex.Transaction,
  caller: Caller,
  id: number,
): Promise<CallerLeague> {
  const league = (await leaguesQuery(db, caller).findById(id)) as CallerLeague | undefined;
  if (!league) throw notFound(LEAGUE_MESSAGES.notFound);
  return league;
}

/** One league as the caller may see it, or 404 'League not found' (also for an invite-only league they may not see). */
export async function loadVisibleLeague(
  db: Knex | Knex.Transaction,
  caller: Caller,
  id: number,
): Promise<CallerLeague> {
  const league = await loadLeague(db, caller, id);
  if (!leaguePolicy(league, caller).canSee) throw notFound(LEAGUE_MESSAGES.notFound);
  return league;
}
