import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { createWorld, type World } from '../authz/world';

let app: TestApp;
let w: World;
beforeAll(async () => {
  app = await startTestApp();
  w = await createWorld(app);
});
afterAll(async () => {
  await app?.close();
});

async function send(method: string, path: string, body: string, contentType = 'application/json') {
  const response = await fetch(app.url + path, {
    method,
    headers: { authorization: `Bearer ${w.users.siteAdmin.token}`, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** Inputs the fuzz tests once turned into 500s; each must stay a 4xx with a message. */
describe('fuzz regressions', () => {
  it('an id beyond a 32-bit integer in a JSON body is a 400, not a database error', async () => {
    const tooBig = 2 ** 31;
    for (const [method, path, body] of [
      ['POST', '/api/predictions', { match: tooBig, homeGoals: 1, awayGoals: 0 }],
      [
        'POST',
        '/api/trophies/admin/award',
        { trophyId: tooBig, userIds: [w.users.player.id], reason: 'x' },
      ],
      [
        'POST',
        '/api/trophies/admin/award',
        { trophyId: w.trophy.id, userIds: [tooBig], reason: 'x' },
      ],
      ['PUT', '/api/users/favourite-team', { favouriteTeamId: tooBig }],
    ] as const) {
      const response = await send(method, path, JSON.stringify(body));
      expect([response.status, typeof response.body.message], `${method} ${path}`).toEqual([
        400,
        'string',
      ]);
    }
  });

  it('a text/plain body on PUT /api/users/profile is a 400 with field messages', async () => {
    const response = await send('PUT', '/api/users/profile', '\u0000', 'text/plain');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('email');
  });
});
