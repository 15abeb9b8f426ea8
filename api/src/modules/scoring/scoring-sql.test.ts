import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import { scoringStatements } from './service';

// No connection is made: the builder only renders SQL.
const knex = knexFactory({ client: 'pg' });
afterAll(() => knex.destroy());

const render = (state: Parameters<typeof scoringStatements>[1]) =>
  scoringStatements(knex, state, { matchId: 42, scope: 'season:7', month: '2025-11' }).map((s) =>
    s.toString(),
  );

// A change to the scoring rule or its SQL shows here as a diff of the real statements; review
// it, then update with `npx vitest run -u`.
describe('the generated scoring SQL', () => {
  it('scores a match finished 2-1', () => {
    expect(render({ status: 'finished', homeGoals: 2, awayGoals: 1 })).toMatchSnapshot();
  });

  it('voids the predictions of a cancelled match', () => {
    expect(render({ status: 'cancelled', homeGoals: null, awayGoals: null })).toMatchSnapshot();
  });
});
