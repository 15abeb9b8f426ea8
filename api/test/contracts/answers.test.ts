import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leaderboardSchema } from '@predictor/contracts';
import { registry } from '../../src/openapi/registry';
import { createWorld, type World } from '../authz/world';
import { createMatch } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { callRoute } from './calls';

let app: TestApp;
let w: World;

beforeAll(async () => {
  app = await startTestApp({ rateLimit: { store: 'memory', perIp: 100_000, perAccount: 100_000 } });
  w = await createWorld(app);
  // Scored predictions (leaderboards, standings, ranks, audit events carry rows) and a match outside
  // any group (the distribution page lists it).
  const scored = await app.request('POST', `/api/admin/matches/${w.closedMatch.id}/result`, {
    token: w.tokenOf('siteAdmin'),
    body: { homeGoals: 3, awayGoals: 1 },
  });
  expect(scored.status).toBe(200);
  await createMatch(app.knex, { seasonId: w.season.id, matchGroupId: null });
});
afterAll(async () => {
  await app?.close();
});

/** Every route of the registry, called once with a valid request: its answer must parse with its schema. */
describe('every answer matches its contract', () => {
  for (const r of registry) {
    it(`${r.method} ${r.path}`, async () => {
      const response = await callRoute(w, r.method, r.path);
      const statuses = Object.keys(r.responses).map(Number);
      expect(statuses, JSON.stringify(response.body).slice(0, 300)).toContain(response.status);
      const answer = r.responses[response.status as keyof typeof r.responses];
      const type = response.headers.get('content-type') ?? '';
      if (answer === null) {
        expect(response.body).toBeNull();
      } else if (answer === 'html') {
        expect(type).toContain('text/html');
      } else if (answer === 'csv') {
        expect(type).toContain('text/csv');
        expect(typeof response.body).toBe('string');
      } else if (answer === 'ics') {
        expect(type).toContain('text/calendar');
        expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      } else if (answer && typeof answer === 'object' && 'events' in answer) {
        expect(type).toContain('text/event-stream');
        expect(response.body).toMatch(/^retry: \d+\n\n/);
      } else if (answer === 'text') {
        expect(typeof response.body).toBe('string');
      } else if (answer) {
        expect(type).toContain('application/json');
        const parsed = (answer as z.ZodType).safeParse(response.body);
        expect(parsed.success ? [] : z.prettifyError(parsed.error).split('\n')).toEqual([]);
      }
    });
  }

  it('covers rich answers, not only empty lists', async () => {
    const board = await app.request('GET', `/api/leaderboards?season=${w.season.id}&view=season`, {
      token: w.tokenOf('player'),
    });
    expect(board.body.rows.length).toBeGreaterThan(0);
    expect(board.body.currentUser).not.toBeNull();
    const round = await app.request('GET', `/api/leaderboards?season=${w.season.id}&view=round`, {
      token: w.tokenOf('player'),
    });
    expect(round.body.rows.length).toBeGreaterThan(0);
    expect(round.body.round).not.toBeNull();
    expect(leaderboardSchema.safeParse(round.body).success).toBe(true);
    const distribution = await app.request('GET', '/api/admin/match-distribution', {
      token: w.tokenOf('siteAdmin'),
    });
    expect(
      distribution.body.some((s: { matchesWithNoGroup: unknown[] }) => s.matchesWithNoGroup.length),
    ).toBe(true);
  });
});
