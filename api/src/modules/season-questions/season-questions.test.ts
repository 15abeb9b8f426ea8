import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  seasonTotals,
  signedIn,
} from '../../../test/factories';
import { findDifferences } from '../scoring/rebuild';
import { oracleDifferences } from '../scoring/oracle';

let app: TestApp;
let admin: string;
let seasonId: number;
let otherSeasonId: number;
let teams: { id: number }[];
let outsider: { id: number };
let ann: { token: string; user: { id: number } };
let bob: { token: string; user: { id: number } };
const DAY = 24 * 3600 * 1000;
const kickOff = new Date(Date.now() - 10 * DAY);

beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  ann = await signedIn(app);
  bob = await signedIn(app);
  seasonId = (await createSeason(app.knex, { name: 'Bonus Season' })).id;
  otherSeasonId = (await createSeason(app.knex)).id;
  teams = await Promise.all([1, 2, 3, 4].map(() => createTeam(app.knex)));
  outsider = await createTeam(app.knex);
  const group = await createMatchGroup(app.knex, seasonId);
  // Two matches of the season (its teams), the first already played: both players' predictions count.
  const played = await createMatch(app.knex, {
    seasonId,
    matchGroupId: group.id,
    homeTeamId: teams[0].id,
    awayTeamId: teams[1].id,
    matchDate: kickOff,
  });
  await createMatch(app.knex, {
    seasonId,
    matchGroupId: group.id,
    homeTeamId: teams[2].id,
    awayTeamId: teams[3].id,
  });
  await createMatch(app.knex, { seasonId: otherSeasonId, homeTeamId: outsider.id });
  await app.knex('predictions').insert([
    { userId: ann.user.id, matchId: played.id, homeGoals: 2, awayGoals: 1 },
    { userId: bob.user.id, matchId: played.id, homeGoals: 1, awayGoals: 0 },
  ]);
  const result = await app.request('POST', `/api/admin/matches/${played.id}/result`, {
    token: admin,
    body: { homeGoals: 2, awayGoals: 1 },
  });
  expect(result.status).toBe(200);
}, 60_000);
afterAll(() => app?.close());
afterEach(() => app.setNow(null));

const later = (days: number) => new Date(Date.now() + days * DAY);
const ask = (body: Record<string, unknown>) =>
  app.request('POST', '/api/admin/season-questions', {
    token: admin,
    body: { seasonId, points: 10, picks: 1, deadline: later(2).toISOString(), ...body },
  });
const answer = (token: string, questionId: number, teamIds: unknown, season = seasonId) =>
  app.request('PUT', `/api/seasons/${season}/questions/${questionId}/answer`, {
    token,
    body: { teamIds },
  });
const setAnswer = (questionId: number, teamIds: number[] | null) =>
  app.request('POST', `/api/admin/season-questions/${questionId}/answer`, {
    token: admin,
    body: { teamIds },
  });
const listFor = async (token?: string) =>
  (await app.request('GET', `/api/seasons/${seasonId}/questions`, { token })).body;
const table = async (view: 'season' | 'monthly') => {
  const month = kickOff.getUTCMonth() + 1;
  const query =
    view === 'season'
      ? `season=${seasonId}`
      : `season=${seasonId}&view=monthly&year=${kickOff.getUTCFullYear()}&month=${month}`;
  const res = await app.request('GET', `/api/leaderboards?${query}`, { token: ann.token });
  expect(res.status).toBe(200);
  return Object.fromEntries(
    (
      res.body.rows as {
        user: { id: number };
        totalPoints: number;
        correctResultCount: number;
        exactScoreCount: number;
      }[]
    ).map((r) => [r.user.id, r]),
  );
};

describe('GET /api/seasons/{id}/questions', () => {
  it("lists the season's teams (those of its matches) and its questions; a guest has no picks", async () => {
    const q = (await ask({ text: 'Champion' })).body;
    const body = await listFor();
    expect(body.season).toEqual({ id: seasonId, name: 'Bonus Season' });
    expect(body.teams.map((t: { id: number }) => t.id).sort()).toEqual(
      teams.map((t) => t.id).sort(),
    );
    expect(body.questions.find((x: { id: number }) => x.id === q.id)).toMatchObject({
      text: 'Champion',
      points: 10,
      picks: 1,
      open: true,
      myTeamIds: null,
      myPoints: null,
      answerTeamIds: null,
      pickCounts: null,
    });
  });

  it('answers 404 for an unknown season', async () => {
    const res = await app.request('GET', '/api/seasons/999999/questions');
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/seasons/{id}/questions/{questionId}/answer', () => {
  it("saves and changes the caller's picks, hidden from other players before the deadline", async () => {
    const q = (await ask({ text: 'Relegated clubs', points: 3, picks: 2 })).body;
    expect((await answer(ann.token, q.id, [teams[0].id, teams[1].id])).status).toBe(200);
    const changed = await answer(ann.token, q.id, [teams[2].id, teams[1].id]);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ myTeamIds: [teams[2].id, teams[1].id], answers: 1 });
    const seenByBob = (await listFor(bob.token)).questions.find(
      (x: { id: number }) => x.id === q.id,
    );
    expect(seenByBob).toMatchObject({ myTeamIds: null, pickCounts: null, answers: 1 });
  });

  it('refuses a wrong number of teams, a team twice, a team outside the season, with field messages', async () => {
    const q = (await ask({ text: 'Top two', picks: 2 })).body;
    const one = await answer(ann.token, q.id, [teams[0].id]);
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({
      code: 'VALIDATION',
      errors: { teamIds: 'Pick exactly 2 teams' },
    });
    const twice = await answer(ann.token, q.id, [teams[0].id, teams[0].id]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors.teamIds).toBe('Pick each team once');
    const outside = await answer(ann.token, q.id, [teams[0].id, outsider.id]);
    expect(outside.status).toBe(400);
    expect(outside.body.errors.teamIds).toBe('Pick teams that play in this season');
    expect((await answer(ann.token, q.id, 'x')).status).toBe(400);
  });

  it('answers 404 for a question of another season and 401 to a guest', async () => {
    const q = (await ask({ text: 'Elsewhere' })).body;
    expect((await answer(ann.token, q.id, [teams[0].id], otherSeasonId)).status).toBe(404);
    const guest = await app.request('PUT', `/api/seasons/${seasonId}/questions/${q.id}/answer`, {
      body: { teamIds: [teams[0].id] },
    });
    expect(guest.status).toBe(401);
  });

  it('locks at the deadline (the API clock): 400 QUESTION_CLOSED, and others see counts only', async () => {
    const deadline = later(1);
    const q = (await ask({ text: 'Christmas', deadline: deadline.toISOString() })).body;
    expect((await answer(ann.token, q.id, [teams[3].id])).status).toBe(200);
    expect((await answer(bob.token, q.id, [teams[3].id])).status).toBe(200);
    app.setNow(deadline);
    const late = await answer(ann.token, q.id, [teams[0].id]);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      message: 'Answers to this question are locked: its deadline has passed',
      code: 'QUESTION_CLOSED',
    });
    const seen = (await listFor(ann.token)).questions.find((x: { id: number }) => x.id === q.id);
    expect(seen).toMatchObject({
      open: false,
      myTeamIds: [teams[3].id],
      answers: 2,
      pickCounts: [{ teamId: teams[3].id, count: 2 }],
    });
  });
});

describe('admin questions and answers', () => {
  it('creates a question locking before the season (its first kick-off) when no deadline is given', async () => {
    const res = await app.request('POST', '/api/admin/season-questions', {
      token: admin,
      body: { seasonId, text: ' Champion ', points: 10, picks: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'Champion',
      season: { id: seasonId, name: 'Bonus Season' },
    });
    expect(new Date(res.body.deadline).getTime()).toBe(kickOff.getTime());
    const bad = await app.request('POST', '/api/admin/season-questions', {
      token: admin,
      body: { seasonId, text: '', points: 0, picks: 11 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['picks', 'points', 'text']);
  });

  it('refuses an answer before the deadline (409) and a team outside the season (400)', async () => {
    const q = (await ask({ text: 'Early' })).body;
    expect((await setAnswer(q.id, [teams[0].id])).status).toBe(409);
    app.setNow(later(3));
    expect((await setAnswer(q.id, [outsider.id])).status).toBe(400);
  });

  it('scores in the season table only (not the monthly one), re-scores a correction, idempotently, and audits it', async () => {
    const deadline = later(1);
    const q = (
      await ask({ text: 'Relegated', points: 3, picks: 2, deadline: deadline.toISOString() })
    ).body;
    await answer(ann.token, q.id, [teams[0].id, teams[1].id]);
    await answer(bob.token, q.id, [teams[1].id, teams[2].id]);
    const before = { season: await table('season'), month: await table('monthly') };
    const annBefore = await seasonTotals(app.knex, seasonId, ann.user.id);
    app.setNow(later(2));

    const set = await setAnswer(q.id, [teams[0].id, teams[1].id]);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ answerTeamIds: [teams[0].id, teams[1].id], answerCount: 2 });
    expect(set.body.answeredAt).not.toBeNull();
    let season = await table('season');
    expect(season[ann.user.id].totalPoints).toBe(before.season[ann.user.id].totalPoints + 6);
    expect(season[bob.user.id].totalPoints).toBe(before.season[bob.user.id].totalPoints + 3);
    // Tie-break columns unchanged: bonus points only add points.
    expect(season[ann.user.id].correctResultCount).toBe(
      before.season[ann.user.id].correctResultCount,
    );
    expect(season[ann.user.id].exactScoreCount).toBe(before.season[ann.user.id].exactScoreCount);
    expect(await table('monthly')).toEqual(before.month);
    const annAfter = await seasonTotals(app.knex, seasonId, ann.user.id);
    expect(annAfter).toEqual({ ...annBefore, totalPoints: annBefore.totalPoints + 6 });
    const mine = (await listFor(ann.token)).questions.find((x: { id: number }) => x.id === q.id);
    expect(mine).toMatchObject({ myPoints: 6, answerTeamIds: [teams[0].id, teams[1].id] });

    // The same answer again changes nothing; a correction re-scores everyone.
    expect((await setAnswer(q.id, [teams[0].id, teams[1].id])).status).toBe(200);
    expect((await table('season'))[ann.user.id].totalPoints).toBe(season[ann.user.id].totalPoints);
    expect((await setAnswer(q.id, [teams[2].id, teams[3].id])).status).toBe(200);
    season = await table('season');
    expect(season[ann.user.id].totalPoints).toBe(before.season[ann.user.id].totalPoints);
    expect(season[bob.user.id].totalPoints).toBe(before.season[bob.user.id].totalPoints + 3);
    expect(await findDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
    expect(await oracleDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });

    const audit = await app
      .knex('auditEvents')
      .where({ resource: 'season-questions', resourceId: String(q.id), action: 'set_answer' })
      .orderBy('id');
    expect(audit).toHaveLength(3);
    expect(audit[2].after).toEqual({ answerTeamIds: [teams[2].id, teams[3].id] });

    // Points changed: re-scored; picks locked once answered; deadline stays past.
    const put = await app.request('PUT', `/api/admin/season-questions/${q.id}`, {
      token: admin,
      body: { points: 5 },
    });
    expect(put.status).toBe(200);
    expect((await table('season'))[bob.user.id].totalPoints).toBe(
      before.season[bob.user.id].totalPoints + 5,
    );
    const picks = await app.request('PUT', `/api/admin/season-questions/${q.id}`, {
      token: admin,
      body: { picks: 3 },
    });
    expect(picks.status).toBe(409);
    const reopen = await app.request('PUT', `/api/admin/season-questions/${q.id}`, {
      token: admin,
      body: { deadline: later(30).toISOString() },
    });
    expect(reopen.status).toBe(409);

    // Taking the answer back, then deleting the question: the bonus leaves the table.
    await setAnswer(q.id, [teams[1].id, teams[2].id]);
    const removed = await app.request('DELETE', `/api/admin/season-questions/${q.id}`, {
      token: admin,
    });
    expect(removed.status).toBe(200);
    expect(await table('season')).toEqual(before.season);
    expect(await oracleDifferences(app.knex)).toMatchObject({ predictions: 0, totals: 0 });
  });

  it('lists questions for the back office (simple-REST, by season)', async () => {
    const res = await app.request(
      'GET',
      `/api/admin/season-questions?filter=${encodeURIComponent(JSON.stringify({ seasonId }))}&range=[0,9]&sort=["deadline","ASC"]`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toMatch(/^season-questions 0-\d+\/\d+$/);
    expect(res.body.every((q: { seasonId: number }) => q.seasonId === seasonId)).toBe(true);
  });
});
