import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seedLeagueWrites } from '../../../test/leagues-fixtures';

// Codes handed out before the random ones, to force collisions.
const queued = vi.hoisted(() => [] as string[]);
vi.mock('./invite-code', async (importOriginal) => {
  const original = await importOriginal<typeof import('./invite-code')>();
  return { generateInviteCode: () => queued.shift() ?? original.generateInviteCode() };
});

let app: TestApp;
let season: { id: number };
let alice: { user: { id: number }; token: string };
beforeAll(async () => {
  app = await startTestApp();
  ({ season, alice } = await seedLeagueWrites(app));
}, 30_000);
afterAll(() => app?.close());

const create = (name: string) =>
  app.request('POST', '/api/leagues', { token: alice.token, body: { name, season: season.id } });

describe('POST /api/leagues invite codes', () => {
  it('draws another code when the first one is taken', async () => {
    queued.push('TAKEN234', 'TAKEN234', 'FRESH234');
    expect((await create('First')).body.league.inviteCode).toBe('TAKEN234');
    const second = await create('Second');
    expect(second.status).toBe(201);
    expect(second.body.league.inviteCode).toBe('FRESH234');
  });

  it('gives up after ten taken codes and leaves no league behind', async () => {
    queued.push(...Array(10).fill('TAKEN234'));
    expect((await create('Unlucky')).status).toBe(500);
    expect(await app.knex('leagues').where({ name: 'Unlucky' }).first()).toBeUndefined();
  });
});
