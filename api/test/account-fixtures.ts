import { expect } from 'vitest';
import { createLeagueRow } from './leagues-fixtures';
import { createMatch, createMatchGroup, createSeason, signedIn } from './factories';
import type { TestApp } from './harness';
import { createTrophy } from './trophy-helpers';

type Signed = Awaited<ReturnType<typeof signedIn>>;

let n = 0;

/**
 * A player with something in every section of their data: predictions scored in two months of a
 * season, a league of their own and one of another player's, trophies, audit entries about them
 * (an admin changed their e-mail and removed an award), a reset link, mail records and a rate-limit
 * counter keyed by their address. Results are set through the API, so totals are as scoring keeps them.
 */
export async function playerWithData(app: TestApp, admin: Signed, rival: Signed) {
  n += 1;
  const tag = `${process.pid}-${n}`;
  const oldEmail = `zebedee-old-${tag}@example.com`;
  const email = `zebedee-${tag}@example.com`;
  const teamName = `Zebedee Zephyrs ${tag}`;
  const player = await signedIn(app, {
    email: oldEmail,
    teamName,
    firstName: 'Zebedee',
    lastName: `Quillfeather${tag.replace(/\D/g, '')}`,
  });
  const as = (who: Signed) => ({ token: who.token });
  const call = async (who: Signed, method: string, path: string, body?: unknown) => {
    const res = await app.request(method, path, { ...as(who), body });
    expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };

  // An admin's change of the e-mail: an audit entry about the player holding both addresses.
  await call(admin, 'PUT', `/api/admin/users/${player.user.id}`, { email });

  const season = await createSeason(app.knex);
  const group = await createMatchGroup(app.knex, season.id);
  const kickOffs = [new Date('2025-11-15T15:00:00Z'), new Date('2025-12-06T15:00:00Z')];
  const matches = [];
  app.setNow(new Date('2025-11-01T12:00:00Z'));
  for (const matchDate of kickOffs) {
    const match = await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: group.id,
      matchDate,
    });
    matches.push(match);
    await call(player, 'POST', '/api/predictions', {
      match: match.id,
      homeGoals: 2,
      awayGoals: 1,
      isBanker: matches.length === 1,
    });
    await call(rival, 'POST', '/api/predictions', { match: match.id, homeGoals: 0, awayGoals: 0 });
  }
  app.setNow(null);
  for (const match of matches)
    await call(admin, 'POST', `/api/admin/matches/${match.id}/result`, {
      homeGoals: 2,
      awayGoals: 1,
    });

  const ownLeague = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: player.user.id,
    name: `Own league ${tag}`,
  });
  const rivalsLeague = await createLeagueRow(app.knex, {
    seasonId: season.id,
    createdBy: rival.user.id,
    name: `Rivals league ${tag}`,
  });
  await app.knex('leagueMembers').insert({ leagueId: rivalsLeague.id, userId: player.user.id });

  const trophy = (await createTrophy(app, admin.token, { name: `Star ${tag}` })).body;
  await call(admin, 'POST', '/api/trophies/admin/award', {
    trophyId: trophy.id,
    userIds: [player.user.id, rival.user.id],
    reason: 'Star of the month',
  });
  const [removed] = await app
    .knex('trophyAwards')
    .where({ userId: player.user.id, trophyId: trophy.id })
    .select('id');
  // Removing an award audits the award as it was, the player's team name inside.
  await call(admin, 'DELETE', `/api/trophies/admin/award/${removed.id}`);
  await call(admin, 'POST', '/api/trophies/admin/award', {
    trophyId: trophy.id,
    userIds: [player.user.id],
    reason: 'Kept',
  });

  await app.knex('passwordResetTokens').insert({
    userId: player.user.id,
    tokenHash: `hash-${tag}`.padEnd(64, '0'),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await app
    .knex('deadlineReminders')
    .insert({ userId: player.user.id, matchGroupId: group.id, leadHours: 24 });
  await app
    .knex('roundRecaps')
    .insert({ userId: player.user.id, matchGroupId: group.id, sentAt: new Date() });
  const [send] = await app
    .knex('newsletterSends')
    .insert({ subject: `News ${tag}`, bodyText: 'Hello', status: 'completed' })
    .returning('id');
  await app.knex('newsletterRecipients').insert([
    { sendId: send.id, userId: player.user.id, email, status: 'sent', sentAt: new Date() },
    { sendId: send.id, userId: rival.user.id, email: `rival-${tag}@example.com`, status: 'sent' },
  ]);
  // What RATE_LIMIT_STORE=postgres keeps after a failed sign-in with the address.
  await app.knex('rateLimits').insert({ key: `auth_account:login:${email}`, points: 1 });

  return {
    ...player,
    user: { ...player.user, email, teamName },
    oldEmail,
    firstName: 'Zebedee',
    season,
    group,
    matches,
    ownLeague,
    rivalsLeague,
    trophy,
    newsletterSendId: send.id as number,
  };
}
