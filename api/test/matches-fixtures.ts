import type { TestApp } from './harness';
import { createMatchGroup, createSeason, createTeam, signedIn } from './factories';

/**
 * What every admin match test file starts from: an admin and a player signed in, the
 * 'Admin Matches Season' with a week-1 match group, and a home and an away team.
 */
export async function seedAdminMatches(app: TestApp) {
  const a = await signedIn(app, { role: 'admin' });
  const admin = a.token;
  const adminId = a.user.id;
  const player = (await signedIn(app)).token;
  const season: { id: number; name: string } = await createSeason(app.knex, {
    name: 'Admin Matches Season',
  });
  const group: { id: number } = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
  const home: { id: number } = await createTeam(app.knex, {
    name: 'Home Town',
    logoUrl: '/uploads/h.png',
  });
  const away: { id: number } = await createTeam(app.knex, { name: 'Away Rovers' });
  return { admin, adminId, player, season, group, home, away };
}
