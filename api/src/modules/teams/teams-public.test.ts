import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createCompetition, createTeam } from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('GET /teams', () => {
  it('lists every team by name with its competition (or null), to anyone', async () => {
    const competition = await createCompetition(app.knex, { name: 'Championship' });
    const b = await createTeam(app.knex, {
      name: 'Bravo FC',
      shortName: 'BRA',
      countryCode: 'EN',
      logoUrl: '/uploads/b.png',
      competitionId: competition.id,
    });
    const a = await createTeam(app.knex, { name: 'Alpha FC', shortName: 'ALP', countryCode: 'SC' });
    const res = await app.request('GET', '/api/teams');
    expect(res.status).toBe(200);
    const names = res.body.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(res.body.find((t: { id: number }) => t.id === a.id)).toEqual({
      id: a.id,
      name: 'Alpha FC',
      shortName: 'ALP',
      logoUrl: null,
      countryCode: 'SC',
      competition: null,
    });
    expect(res.body.find((t: { id: number }) => t.id === b.id)).toEqual({
      id: b.id,
      name: 'Bravo FC',
      shortName: 'BRA',
      logoUrl: '/uploads/b.png',
      countryCode: 'EN',
      competition: { id: competition.id, name: 'Championship' },
    });
  });
});
