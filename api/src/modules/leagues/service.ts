import type { Knex } from 'knex';
import {
  ADMIN_ONLY_LEAGUE_TYPES,
  LEAGUE_MESSAGES,
  MESSAGES,
  type CreateLeagueInput,
  type UpdateLeagueInput,
} from '@predictor/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { loadVisibleLeague, type Caller } from './access';
import { generateInviteCode } from './invite-code';
import { permissionsFor, presentLeague } from './presenter';

type User = NonNullable<Caller>;
const INVITE_CODE_ATTEMPTS = 10;

async function assertActiveSeason(trx: Knex.Transaction, seasonId: number) {
  const season = await trx('seasons').where({ id: seasonId }).first('id', 'isActive');
  if (!season) throw badRequest(MESSAGES.selectSeason, { season: MESSAGES.selectSeason });
  if (!season.isActive)
    throw badRequest(
      LEAGUE_MESSAGES.seasonInactive,
      { season: LEAGUE_MESSAGES.seasonInactive },
      'SEASON_INACTIVE',
    );
}

async function assertGroupnameFree(
  trx: Knex.Transaction,
  groupname: string,
  exceptLeagueId?: number,
) {
  const query = trx('leagues').where({ groupname });
  if (exceptLeagueId) query.whereNot('id', exceptLeagueId);
  if (await query.first('id')) throw conflict(LEAGUE_MESSAGES.groupnameTaken, 'GROUPNAME_TAKEN');
}

/**
 * POST /leagues: official and fan leagues only for site admins (403); the season must exist and be
 * active; the creator becomes a member with role creator. The invite code is retried on a collision.
 */
export async function createLeague(knex: Knex, caller: User, input: CreateLeagueInput) {
  if (ADMIN_ONLY_LEAGUE_TYPES.includes(input.type) && caller.role !== 'admin')
    throw forbidden(LEAGUE_MESSAGES.adminOnlyType, 'ADMIN_ONLY');
  const id = await knex.transaction(async (trx) => {
    await assertActiveSeason(trx, input.season);
    if (input.groupname) await assertGroupnameFree(trx, input.groupname);
    for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt++) {
      const [row] = await trx('leagues')
        .insert({
          name: input.name,
          description: input.description ?? null,
          seasonId: input.season,
          type: input.type,
          maxMembers: input.maxMembers ?? null,
          groupname: input.groupname,
          inviteCode: generateInviteCode(),
          createdBy: caller.id,
        })
        .onConflict('inviteCode')
        .ignore()
        .returning('id');
      if (row) {
        await trx('leagueMembers').insert({
          leagueId: row.id,
          userId: caller.id,
          role: 'creator',
        });
        return row.id as number;
      }
    }
    throw new Error('Could not generate a unique invite code');
  });
  return presentLeague(await loadVisibleLeague(knex, id, caller), caller);
}

/**
 * PUT /leagues/{id}, following the can-edit permissions: 403 without canEdit or (on a type change)
 * canChangeType; a creator may only switch between public and invite-only; a season change with more
 * than one member → 400; groupname kept only for fan leagues.
 */
export async function updateLeague(knex: Knex, id: number, caller: User, input: UpdateLeagueInput) {
  await knex.transaction(async (trx) => {
    await trx('leagues').where({ id }).forUpdate().first('id');
    const league = await loadVisibleLeague(trx, id, caller);
    const can = permissionsFor(league, caller);
    if (!can.canEdit) throw forbidden(LEAGUE_MESSAGES.cannotEdit);
    const patch: Record<string, unknown> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.type !== undefined && input.type !== league.type) {
      if (!can.canChangeType) throw forbidden(LEAGUE_MESSAGES.cannotChangeType);
      if (ADMIN_ONLY_LEAGUE_TYPES.includes(input.type) && caller.role !== 'admin')
        throw forbidden(LEAGUE_MESSAGES.adminOnlyType, 'ADMIN_ONLY');
      patch.type = input.type;
    }
    const type = input.type ?? league.type;
    if (type === 'fanleague') {
      const groupname = input.groupname ?? league.groupname;
      if (!groupname)
        throw badRequest(MESSAGES.groupnameRequired, { groupname: MESSAGES.groupnameRequired });
      if (groupname !== league.groupname) await assertGroupnameFree(trx, groupname, id);
      patch.groupname = groupname;
    } else {
      patch.groupname = null;
    }
    if (input.season !== undefined && input.season !== league.seasonId) {
      if (league.currentMembers > 1)
        throw badRequest(
          MESSAGES.cannotChangeSeason,
          { season: MESSAGES.cannotChangeSeason },
          'SEASON_LOCKED',
        );
      await assertActiveSeason(trx, input.season);
      patch.seasonId = input.season;
    }
    if (input.maxMembers !== undefined) {
      if (input.maxMembers !== null && input.maxMembers < league.currentMembers) {
        throw badRequest(
          LEAGUE_MESSAGES.maxMembersBelowCount,
          {
            maxMembers: LEAGUE_MESSAGES.maxMembersBelowCount,
          },
          'MAX_MEMBERS_TOO_LOW',
        );
      }
      patch.maxMembers = input.maxMembers;
    }
    await trx('leagues')
      .where({ id })
      .update({ ...patch, updatedAt: trx.fn.now() });
  });
  return presentLeague(await loadVisibleLeague(knex, id, caller), caller);
}

/** DELETE /leagues/{id}: the creator or a site admin (else 403); members go with it (ON DELETE CASCADE). */
export async function deleteLeague(knex: Knex, id: number, caller: User) {
  const league = await loadVisibleLeague(knex, id, caller);
  if (!permissionsFor(league, caller).canDelete) throw forbidden(LEAGUE_MESSAGES.cannotDelete);
  await knex('leagues').where({ id }).delete();
}

/** DELETE /leagues/{id}/members/{userId}: creator, league admins and site admins; never the creator. */
export async function removeMember(knex: Knex, id: number, caller: User, userId: number) {
  const league = await loadVisibleLeague(knex, id, caller);
  if (!permissionsFor(league, caller).isAdmin) throw forbidden(LEAGUE_MESSAGES.cannotRemoveMembers);
  const member = await knex('leagueMembers').where({ leagueId: id, userId }).first('id', 'role');
  if (!member) throw notFound(LEAGUE_MESSAGES.memberNotFound);
  if (member.role === 'creator' || league.createdBy === userId)
    throw forbidden(LEAGUE_MESSAGES.cannotRemoveCreator);
  await knex('leagueMembers').where({ id: member.id }).delete();
}

type JoinRule = {
  leagueId?: number;
  inviteCode?: string;
  groupname?: string;
  alreadyMember: 'conflict' | 'ok';
};

/**
 * Adds the caller as a member in one transaction that first locks the league row (SELECT … FOR
 * UPDATE), so concurrent joins are counted one after another and maxMembers holds ('League is full').
 * By id, invite-only leagues need their code (403); by code, any league. Answers the membership.
 */
async function join(knex: Knex, caller: User, rule: JoinRule) {
  return knex.transaction(async (trx) => {
    const query = trx('leagues').forUpdate().first('id', 'type', 'maxMembers');
    if (rule.leagueId) query.where({ id: rule.leagueId });
    if (rule.inviteCode) query.whereRaw('upper(invite_code) = upper(?)', [rule.inviteCode]);
    if (rule.groupname)
      query.where({ type: 'fanleague', groupname: rule.groupname.trim().toLowerCase() });
    const league = await query;
    if (!league) {
      if (rule.inviteCode) throw notFound(MESSAGES.invalidInviteCode, 'INVALID_INVITE_CODE');
      throw notFound(rule.groupname ? LEAGUE_MESSAGES.fanLeagueNotFound : LEAGUE_MESSAGES.notFound);
    }
    const existing = await trx('leagueMembers')
      .where({ leagueId: league.id, userId: caller.id })
      .first('id', 'role', 'joinedAt');
    if (existing) {
      if (rule.alreadyMember === 'conflict')
        throw conflict(LEAGUE_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
      return {
        membership: {
          id: existing.id,
          leagueId: league.id,
          userId: caller.id,
          role: existing.role,
          joinedAt: existing.joinedAt,
        },
        joined: false,
      };
    }
    // Outsiders cannot see an invite-only league, so joining it by id answers as if it did not exist.
    if (rule.leagueId && league.type === 'invite_only')
      throw caller.role === 'admin'
        ? forbidden(LEAGUE_MESSAGES.inviteRequired, 'INVITE_REQUIRED')
        : notFound(LEAGUE_MESSAGES.notFound);
    if (league.maxMembers !== null) {
      const { count } = (await trx('leagueMembers')
        .where({ leagueId: league.id })
        .count({ count: '*' })
        .first()) as { count: number };
      if (Number(count) >= league.maxMembers) throw conflict(MESSAGES.leagueFull, 'LEAGUE_FULL');
    }
    const [row] = await trx('leagueMembers')
      .insert({ leagueId: league.id, userId: caller.id, role: 'member' })
      .returning(['id', 'role', 'joinedAt']);
    return {
      membership: {
        id: row.id,
        leagueId: league.id,
        userId: caller.id,
        role: row.role,
        joinedAt: row.joinedAt,
      },
      joined: true,
    };
  });
}

/** POST /leagues/{id}/join: public, official and fan leagues; invite-only → 403; a member → 409. */
export const joinLeague = (knex: Knex, caller: User, leagueId: number) =>
  join(knex, caller, { leagueId, alreadyMember: 'conflict' });

/** POST /leagues/join-by-code: any league type by its code (case-insensitive); a member → 409. */
export const joinByCode = (knex: Knex, caller: User, inviteCode: string) =>
  join(knex, caller, { inviteCode, alreadyMember: 'conflict' });

/** POST /leagues/join-fanleague/{groupname}: idempotent, since the login flow retries it for members. */
export const joinFanLeague = (knex: Knex, caller: User, groupname: string) =>
  join(knex, caller, { groupname, alreadyMember: 'ok' });
