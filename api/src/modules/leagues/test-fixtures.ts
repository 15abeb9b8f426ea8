import type { Knex } from 'knex';
import { generateInviteCode } from './invite-code';

let n = 0;

/** A league row straight in the database, its creator (if any) a member with role creator. */
export async function createLeagueRow(
  knex: Knex,
  fields: {
    seasonId: number;
    createdBy?: number | null;
    type?: string;
    maxMembers?: number | null;
    groupname?: string | null;
    name?: string;
  },
) {
  n += 1;
  const [league] = await knex('leagues')
    .insert({
      name: fields.name ?? `League ${n}`,
      seasonId: fields.seasonId,
      type: fields.type ?? 'public',
      maxMembers: fields.maxMembers ?? null,
      groupname: fields.groupname ?? null,
      inviteCode: generateInviteCode(),
      createdBy: fields.createdBy ?? null,
    })
    .returning('*');
  if (fields.createdBy) await addMember(knex, league.id, fields.createdBy, 'creator');
  return league as { id: number; inviteCode: string; seasonId: number; type: string };
}

export async function addMember(
  knex: Knex,
  leagueId: number,
  userId: number,
  role: 'creator' | 'admin' | 'member' = 'member',
) {
  await knex('leagueMembers').insert({ leagueId, userId, role });
}
