import type { TestApp } from '../../../test/harness';
import { createSeason, signedIn } from '../../../test/factories';

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
