import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import {
  LEAGUE_MESSAGES,
  MESSAGES,
  type CreateLeagueInput,
  type UpdateLeagueInput,
} from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { League, LeagueMember, Season } from '../../models';
import { loadVisibleLeague } from './access';
import { generateInviteCode } from './invite-code';
import { isCreatorMember, leaguePolicy, mayUseType, type Caller } from './policy';

type User = NonNullable<Caller>;
const INVITE_CODE_ATTEMPTS = 10;

async function assertActiveSeason(trx: Knex.Transaction, seasonId: number) {
  const season = await Season.query(trx).findById(seasonId).select('id', 'isActive');
  if (!season) throw badRequest(MESSAGES.selectSeason, { season: MESSAGES.selectSeason });
  if (!season.isActive)
    throw badRequest(
      LEAGUE_MESSAGES.seasonInactive,
      { season: LEAGUE_MESSAGES.seasonInactive },
      'SEASON_INACTIVE',
    );
}

/**
 * Inserts the league with a fresh invite code, retried on a collision. ON CONFLICT DO NOTHING (not a
 * caught unique violation) keeps the transaction usable for the retry; a taken groupname still fails.
 */
async function insertWithInviteCode(trx: Knex.Transaction, fields: PartialModelObject<League>) {
  for (let attempt = 0; attempt < INVITE_CODE_ATTEMPTS; attempt++) {
    const league = await League.query(trx)
      .insert({ ...fields, inviteCode: generateInviteCode() })
      .onConflict('inviteCode')
      .ignore()
      .returning('*');
    // A skipped insert returns no row, so the model keeps no id.
    if (league.id !== undefined) return league;
  }
  throw new Error('Could not generate a unique invite code');
}

/**
 * POST /leagues: official and fan leagues only for site admins (403); the season must exist and be
 * active; the creator becomes a member with role creator. A taken groupname → 409 (its constraint).
 */
export async function createLeague(deps: AppDeps, caller: User, input: CreateLeagueInput) {
  if (!mayUseType(input.type, caller)) throw forbidden(LEAGUE_MESSAGES.adminOnlyType, 'ADMIN_ONLY');
  const id = await deps.knex.transaction(async (trx) => {
    await assertActiveSeason(trx, input.season);
    const league = await insertWithInviteCode(trx, {
      name: input.name,
      description: input.description ?? null,
      seasonId: input.season,
      type: input.type,
      maxMembers: input.maxMembers ?? null,
      groupname: input.groupname ?? null,
      createdBy: caller.id,
    });
    await LeagueMember.query(trx).insert({
      leagueId: league.id,
      userId: caller.id,
      role: 'creator',
    });
    return league.id;
  });
  return loadVisibleLeague(deps.knex, caller, id);
}

/**
 * PUT /leagues/{id}, following the league policy: 403 without canEdit or (on a type change)
 * canChangeType; official and fan types for site admins only; a season change with more than one
 * member → 400; groupname kept only for fan leagues (a taken one → 409 by its constraint).
 */
export async function updateLeague(
  deps: AppDeps,
  caller: User,
  id: number,
  input: UpdateLeagueInput,
) {
  await deps.knex.transaction(async (trx) => {
    // Locked in its own statement, so the load below counts members joined while we waited.
    await League.query(trx).findById(id).forUpdate().select('id');
    const league = await loadVisibleLeague(trx, caller, id);
    const can = leaguePolicy(league, caller);
    if (!can.canEdit) throw forbidden(LEAGUE_MESSAGES.cannotEdit);
    const patch: PartialModelObject<League> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.type !== undefined && input.type !== league.type) {
      if (!can.canChangeType) throw forbidden(LEAGUE_MESSAGES.cannotChangeType);
      if (!mayUseType(input.type, caller))
        throw forbidden(LEAGUE_MESSAGES.adminOnlyType, 'ADMIN_ONLY');
      patch.type = input.type;
    }
    if ((input.type ?? league.type) === 'fanleague') {
      const groupname = input.groupname ?? league.groupname;
      if (!groupname)
        throw badRequest(MESSAGES.groupnameRequired, { groupname: MESSAGES.groupnameRequired });
      patch.groupname = groupname;
    } else {
      patch.groupname = null;
    }
    if (input.season !== undefined && input.season !== league.seasonId) {
      if (!can.canChangeSeason)
        throw badRequest(
          MESSAGES.cannotChangeSeason,
          { season: MESSAGES.cannotChangeSeason },
          'SEASON_LOCKED',
        );
      await assertActiveSeason(trx, input.season);
      patch.seasonId = input.season;
    }
    if (input.maxMembers !== undefined) {
      if (input.maxMembers !== null && input.maxMembers < league.currentMembers)
        throw badRequest(
          LEAGUE_MESSAGES.maxMembersBelowCount,
          { maxMembers: LEAGUE_MESSAGES.maxMembersBelowCount },
          'MAX_MEMBERS_TOO_LOW',
        );
      patch.maxMembers = input.maxMembers;
    }
    await League.query(trx).findById(id).patch(patch);
  });
  return loadVisibleLeague(deps.knex, caller, id);
}

/** DELETE /leagues/{id}: the creator or a site admin (else 403); members go with it (ON DELETE CASCADE). */
export async function deleteLeague(deps: AppDeps, caller: User, id: number) {
  const league = await loadVisibleLeague(deps.knex, caller, id);
  if (!leaguePolicy(league, caller).canDelete) throw forbidden(LEAGUE_MESSAGES.cannotDelete);
  await League.query(deps.knex).deleteById(id);
}

/** DELETE /leagues/{id}/members/{userId}: creator, league admins and site admins; never the creator. */
export async function removeMember(deps: AppDeps, caller: User, id: number, userId: number) {
  const league = await loadVisibleLeague(deps.knex, caller, id);
  if (!leaguePolicy(league, caller).canRemoveMembers)
    throw forbidden(LEAGUE_MESSAGES.cannotRemoveMembers);
  const member = await LeagueMember.query(deps.knex).findOne({ leagueId: id, userId });
  if (!member) throw notFound(LEAGUE_MESSAGES.memberNotFound);
  if (isCreatorMember(league, member)) throw forbidden(LEAGUE_MESSAGES.cannotRemoveCreator);
  await LeagueMember.query(deps.knex).deleteById(member.id);
}
