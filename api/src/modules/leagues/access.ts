import type { Context } from 'koa';
import type { Knex } from 'knex';
import { LEAGUE_MESSAGES } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import type { LeagueRow } from './presenter';

/** Who asks: a signed-in user (id and site role) or nobody. */
export type Caller = { id: number; role: 'user' | 'admin' } | null;

export function callerOf(ctx: Context): Caller {
  const user = ctx.state.user;
  return user ? { id: user.id, role: user.role } : null;
}

/** Leagues with season name, member count and the caller's role (null when not a member). */
export function leaguesQuery(knex: Knex | Knex.Transaction, caller: Caller) {
  return knex('leagues as l')
    .join('seasons as s', 's.id', 'l.seasonId')
    .leftJoin('leagueMembers as me', (join) => {
      join.on('me.leagueId', '=', 'l.id').andOnVal('me.userId', '=', caller?.id ?? 0);
    })
    .select(
      'l.id',
      'l.name',
      'l.description',
      'l.seasonId',
      's.name as seasonName',
      'l.type',
      'l.maxMembers',
      'l.groupname',
      'l.inviteCode',
      'l.createdBy',
      'l.createdAt',
      'me.role as myRole',
    )
    .select(
      knex.raw(
        '(SELECT count(*)::int FROM league_members cm WHERE cm.league_id = l.id) AS current_members',
      ),
    );
}

/** Invite-only leagues are seen by their members and site admins only; the rest by everyone. */
export function isVisible(row: Pick<LeagueRow, 'type' | 'myRole'>, caller: Caller): boolean {
  return row.type !== 'invite_only' || row.myRole !== null || caller?.role === 'admin';
}

/** One league as the caller may see it, or 404 'League not found' (also for an invite-only league they may not see). */
export async function loadVisibleLeague(
  knex: Knex | Knex.Transaction,
  id: number,
  caller: Caller,
): Promise<LeagueRow> {
  const row: LeagueRow | undefined = await leaguesQuery(knex, caller).where('l.id', id).first();
  if (!row || !isVisible(row, caller)) throw notFound(LEAGUE_MESSAGES.notFound);
  return row;
}
