import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCurrentGroup } from '@predictor/contracts/rules';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createCompetition,
  createMatch,
  createMatchGroup,
  createSeason,
} from '../../../test/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const hours = (h: number) => new Date(Date.UTC(2025, 9, 10, 12) + h * 3600_000);

describe('GET /seasons', () => {
  it('lists seasons by order then name with the competition, and only active ones with ?active=true', async () => {
    const competition = await createCompetition(app.knex, {
      name: 'Premier League',
      countryCode: 'EN',
      tier: 1,
      logoUrl: '/uploads/pl.png',
    });
    const b = await createSeason(app.knex, {
      competitionId: competition.id,
      name: 'B season',
      order: 1,
    });
    const a = await createSeason(app.knex, {
      competitionId: competition.id,
      name: 'A season',
      order: 1,
    });
    const first = await createSeason(app.knex, {
      competitionId: competition.id,
      name: 'Z first',
      order: 0,
    });
    const inactive = await createSeason(app.knex, {
      competitionId: competition.id,
      name: 'Old',
      order: 0,
      isActive: false,
    });
    const all = await app.request('GET', '/api/seasons');
    expect(all.status).toBe(200);
    const ids = all.body.map((s: { id: number }) => s.id);
    expect(ids.indexOf(inactive.id)).toBeLessThan(ids.indexOf(first.id)); // 'Old' < 'Z first' at order 0
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(a.id));
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(all.body.find((s: { id: number }) => s.id === a.id)).toEqual({
      id: a.id,
      name: 'A season',
      description: null,
      countryCode: 'EN',
      isActive: true,
      order: 1,
      startDate: '2025-08-01',
      endDate: '2026-05-31',
      gameType: 'standard',
      competition: {
        id: competition.id,
        name: 'Premier League',
        tier: 1,
        logoUrl: '/uploads/pl.png',
      },
    });
    const active = await app.request('GET', '/api/seasons?active=true');
    expect(active.body.map((s: { id: number }) => s.id)).not.toContain(inactive.id);
    expect(active.body.map((s: { id: number }) => s.id)).toContain(a.id);
  });

  it('answers one season, and 404 Season not found for an unknown id', async () => {
    const season = await createSeason(app.knex);
    expect((await app.request('GET', `/api/seasons/${season.id}`)).body).toMatchObject({
      id: season.id,
      name: season.name,
    });
    expect(await app.request('GET', '/api/seasons/999999')).toMatchObject({
      status: 404,
      body: { message: 'Season not found' },
    });
    expect((await app.request('GET', '/api/seasons/abc')).status).toBe(400);
  });
});

describe('GET /seasons/{id}/match-groups and current-match-group', () => {
  it('lists groups by match week with first and last kick-off and match count', async () => {
    const season = await createSeason(app.knex);
    const w2 = await createMatchGroup(app.knex, season.id, { matchWeek: 2, name: 'Matchweek 2' });
    const w1 = await createMatchGroup(app.knex, season.id, { matchWeek: 1, name: 'Matchweek 1' });
    await createMatch(app.knex, { seasonId: season.id, matchGroupId: w1.id, matchDate: hours(0) });
    await createMatch(app.knex, { seasonId: season.id, matchGroupId: w1.id, matchDate: hours(5) });
    const res = await app.request('GET', `/api/seasons/${season.id}/match-groups`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: w1.id,
        name: 'Matchweek 1',
        matchWeek: 1,
        isActive: true,
        startDate: hours(0).toISOString(),
        endDate: hours(5).toISOString(),
        matchCount: 2,
      }),
      expect.objectContaining({
        id: w2.id,
        matchWeek: 2,
        startDate: null,
        endDate: null,
        matchCount: 0,
      }),
    ]);
    expect((await app.request('GET', '/api/seasons/999999/match-groups')).status).toBe(404);
  });

  it('picks the current group with the 36-hour rule on the server clock, as the season page does from the groups list', async () => {
    const season = await createSeason(app.knex);
    // Weekend rounds with a midweek round between them, and a group without matches yet.
    const at = (iso: string) => new Date(iso);
    const rounds = [
      { week: 1, kickOff: '2025-08-16T11:30:00Z' },
      { week: 2, kickOff: '2025-08-23T11:30:00Z' },
      { week: 3, kickOff: '2025-08-26T18:45:00Z' },
      { week: 4, kickOff: '2025-08-30T11:30:00Z' },
    ];
    const ids: number[] = [];
    for (const { week, kickOff } of rounds) {
      const group = await createMatchGroup(app.knex, season.id, { matchWeek: week });
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: group.id,
        matchDate: at(kickOff),
      });
      ids.push(group.id);
    }
    await createMatchGroup(app.knex, season.id, { matchWeek: 5 });
    const groups: { id: number; startDate: string | null }[] = (
      await app.request('GET', `/api/seasons/${season.id}/match-groups`)
    ).body;
    const moments = [
      { now: '2025-08-11T10:00:00Z', expected: ids[0] }, // before the season: the first round
      { now: '2025-08-17T15:00:00Z', expected: ids[0] }, // Sunday, round 1 in play
      { now: '2025-08-21T12:00:00Z', expected: ids[1] }, // Thursday between rounds: the next one
      { now: '2025-08-25T20:00:00Z', expected: ids[2] }, // Monday evening: the midweek round
      { now: '2025-09-10T12:00:00Z', expected: ids[3] }, // after the last round: the last round
    ];
    try {
      for (const { now, expected } of moments) {
        app.setNow(at(now));
        const answer = await app.request('GET', `/api/seasons/${season.id}/current-match-group`);
        expect({ now, id: answer.body.id }).toEqual({ now, id: expected });
        // The season page applies the same rule to the list it reads: both pick the same week.
        expect({ now, id: chooseCurrentGroup(groups, at(now))?.id }).toEqual({ now, id: expected });
      }
    } finally {
      app.setNow(null);
    }
  });

  it('answers the first group while no group has matches', async () => {
    const season = await createSeason(app.knex);
    const w1 = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    await createMatchGroup(app.knex, season.id, { matchWeek: 2 });
    expect(
      (await app.request('GET', `/api/seasons/${season.id}/current-match-group`)).body,
    ).toMatchObject({ id: w1.id, matchCount: 0 });
  });

  it('answers 404 when the season has no groups', async () => {
    const season = await createSeason(app.knex);
    expect((await app.request('GET', `/api/seasons/${season.id}/current-match-group`)).status).toBe(
      404,
    );
  });
});
