import type { Knex } from 'knex';
import { LEAGUE_MESSAGES, MESSAGES } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { League, LeagueMember } from '../../models';
import { leaguePolicy, type Caller } from './policy';

type User = NonNullable<Caller>;

type JoinRule = {
  leagueId?: number;
  inviteCode?: string;
  groupname?: string;
  alreadyMember: 'conflict' | 'ok';
};

/** The league a join names, locked (SELECT … FOR UPDATE) until the join's transaction ends. */
async function lockLeague(trx: Knex.Transaction, rule: JoinRule) {
  const query = League.query(trx).forUpdate().first();
  if (rule.leagueId) query.where('leagues.id', rule.leagueId);
  if (rule.inviteCode) query.whereRaw('upper(invite_code) = upper(?)', [rule.inviteCode]);
  if (rule.groupname)
    query
      .where('leagues.type', 'fanleague')
      .where('leagues.groupname', rule.groupname.trim().toLowerCase());
  const league = await query;
  if (league) return league;
  if (rule.inviteCode) throw notFound(MESSAGES.invalidInviteCode, 'INVALID_INVITE_CODE');
  throw notFound(rule.groupname ? LEAGUE_MESSAGES.fanLeagueNotFound : LEAGUE_MESSAGES.notFound);
}

/**
 * Adds the caller as a member in one transaction that first locks the league row, so concurrent
 * joins are counted one after another and maxMembers holds ('League is full'). By id, invite-only
 * leagues need their code (403); by code, any league. Answers the membership and whether it is new.
 */
async function join(deps: AppDeps, caller: User, rule: JoinRule) {
  return deps.knex.transaction(async (trx) => {
    const league = await lockLeague(trx, rule);
    const existing = await LeagueMember.query(trx).findOne({
      leagueId: league.id,
      userId: caller.id,
    });
    if (existing) {
      if (rule.alreadyMember === 'conflict')
        throw conflict(LEAGUE_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
      return { member: existing, joined: false };
    }
    // Counted after the lock, in a statement of its own: it sees every join committed before ours.
    const currentMembers = await LeagueMember.query(trx)
      .where('league_members.leagueId', league.id)
      .resultSize();
    const can = leaguePolicy({ ...league, currentMembers, myRole: null }, caller);
    // Outsiders cannot see an invite-only league, so joining it by id answers as if it did not exist.
    if (rule.leagueId && !can.canJoinWithoutCode)
      throw can.canSee
        ? forbidden(LEAGUE_MESSAGES.inviteRequired, 'INVITE_REQUIRED')
        : notFound(LEAGUE_MESSAGES.notFound);
    if (league.maxMembers !== null && currentMembers >= league.maxMembers)
      throw conflict(MESSAGES.leagueFull, 'LEAGUE_FULL');
    const member = await LeagueMember.query(trx)
      .insert({ leagueId: league.id, userId: caller.id, role: 'member' })
      .returning('*');
    return { member, joined: true };
  });
}

/** POST /leagues/{id}/join: public, official and fan leagues; invite-only → 403; a member → 409. */
export const joinLeague = (deps: AppDeps, caller: User, leagueId: number) =>
  join(deps, caller, { leagueId, alreadyMember: 'conflict' });

/** POST /leagues/join-by-code: any league type by its code (case-insensitive); a member → 409. */
export const joinByCode = (deps: AppDeps, caller: User, inviteCode: string) =>
  join(deps, caller, { inviteCode, alreadyMember: 'conflict' });

/** POST /leagues/join-fanleague/{groupname}: idempotent, since the login flow retries it for members. */
export const joinFanLeague = (deps: AppDeps, caller: User, groupname: string) =>
  join(deps, caller, { groupname, alreadyMember: 'ok' });
