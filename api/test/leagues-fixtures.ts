import type { Knex } from 'knex';
import { generateInviteCode } from '../src/modules/leagues/invite-code';
import type { TestApp } from './harness';
import { createSeason, signedIn } from './factories';

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

/**
 * What every league-writing test file starts from: two active seasons, a site admin and two
 * players (alice and bob), all signed in.
 */
export async function seedLeagueWrites(app: TestApp) {
  const season: { id: number } = await createSeason(app.knex);
  const otherSeason: { id: number } = await createSeason(app.knex);
  const admin = await signedIn(app, { role: 'admin' });
  const alice = await signedIn(app);
  const bob = await signedIn(app);
  return { season, otherSeason, admin, alice, bob };
}
