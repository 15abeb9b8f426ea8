import { ERROR_CODES } from '@predictor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, createTeam, createUser, signedIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { fromDatabase } from './db-errors';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The error a raw knex statement throws (not wrapped by Objection). */
async function failure(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('database errors, mapped in one place', () => {
  it('a unique violation answers 409 with the field and message of its constraint', async () => {
    const user = await createUser(app.knex);
    const error = await failure(() =>
      app.knex('users').insert({
        email: user.email.toUpperCase(),
        teamName: 'Another team',
        passwordHash: 'x',
      }),
    );
    const http = fromDatabase(error);
    expect(http?.status).toBe(409);
    expect(http?.toBody()).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      errors: { email: 'An account with this email already exists' },
    });
  });

  it('a second banker in a week answers BANKER_TAKEN', async () => {
    const user = await createUser(app.knex);
    const first = await createMatch(app.knex);
    const second = await createMatch(app.knex, {
      seasonId: first.seasonId,
      matchGroupId: first.matchGroupId,
    });
    await app.knex('predictions').insert({
      userId: user.id,
      matchId: first.id,
      homeGoals: 1,
      awayGoals: 0,
      isBanker: true,
    });
    const error = await failure(() =>
      app.knex('predictions').insert({
        userId: user.id,
        matchId: second.id,
        homeGoals: 1,
        awayGoals: 0,
        isBanker: true,
      }),
    );
    expect(fromDatabase(error)?.code).toBe('BANKER_TAKEN');
  });

  it('deleting a row others depend on answers 409 IN_USE naming them', async () => {
    const match = await createMatch(app.knex);
    const error = await failure(() => app.knex('teams').where({ id: match.homeTeamId }).delete());
    const http = fromDatabase(error);
    expect(http?.status).toBe(409);
    expect(http?.toBody()).toEqual({
      message: 'This record is still used by matches',
      code: 'IN_USE',
    });
  });

  it('a reference to a missing row answers 404, a failed check 400', async () => {
    const team = await createTeam(app.knex);
    const missing = await failure(() =>
      app.knex('teams').where({ id: team.id }).update({ competitionId: 999_999 }),
    );
    expect(fromDatabase(missing)?.toBody()).toMatchObject({ code: 'NOT_FOUND' });
    const check = await failure(() =>
      app
        .knex('users')
        .insert({ email: 'c@example.com', teamName: 'C', passwordHash: 'x', role: 'boss' }),
    );
    expect(fromDatabase(check)?.status).toBe(400);
    expect(fromDatabase(new Error('not a database error'))).toBeNull();
  });

  it('every error answer carries a listed code', async () => {
    const { token } = await signedIn(app);
    const answers = await Promise.all([
      app.request('GET', '/api/nowhere'),
      app.request('GET', '/api/predictions'),
      app.request('POST', '/api/predictions', { token, body: { match: 1 } }),
      app.request('POST', '/api/predictions', { token, body: '{bad', headers: {} }),
      app.request('GET', '/api/leagues/999999', { token }),
      app.request('DELETE', '/api/health'),
    ]);
    expect(answers.map((a) => a.body.code)).toEqual([
      'NOT_FOUND',
      'UNAUTHENTICATED',
      'VALIDATION',
      'INVALID_JSON',
      'NOT_FOUND',
      'METHOD_NOT_ALLOWED',
    ]);
    for (const answer of answers) expect(Object.hasOwn(ERROR_CODES, answer.body.code)).toBe(true);
    expect(answers[5].headers.get('allow')).toContain('GET');
  });
});
