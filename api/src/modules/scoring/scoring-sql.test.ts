import knexFactory from 'knex';
import { afterAll, describe, expect, it } from 'vitest';
import type { Counted } from './scoring-sql';
import { totalsMoves } from './service';

// No connection is made: the builder only renders SQL.
const knex = knexFactory({ client: 'pg' });
afterAll(() => knex.destroy());

const render = (from: Counted, to: Counted, onlyUsers?: string) =>
  totalsMoves(knex, {
    matchId: 42,
    scope: 'season:7',
    from,
    to,
    countedAfter: to !== null,
    onlyUsers,
  }).map((s) => s.toString());

const twoOne = { homeGoals: 2, awayGoals: 1, period: '2025-11' };

// A change to the scoring rule or its SQL shows here as a diff of the real statements; review
// it, then update with `npx vitest run -u`.
describe('the generated scoring SQL', () => {
  it('counts a match finished 2-1', () => {
    expect(render(null, twoOne)).toMatchSnapshot();
  });

  it('corrects 2-1 to 2-2 in one statement', () => {
    expect(render(twoOne, { ...twoOne, awayGoals: 2 })).toMatchSnapshot();
  });

  it('moves a result to another month in two statements: out of the old, into the new', () => {
    const moved = render(twoOne, { ...twoOne, period: '2025-12' });
    expect(moved).toHaveLength(2);
    expect(moved).toMatchSnapshot();
  });

  it('takes some players out of the totals', () => {
    expect(render(twoOne, null, 'p.user_id IN (5, 6)')).toMatchSnapshot();
  });

  it('writes nothing when the result stays the same', () => {
    expect(render(twoOne, { ...twoOne })).toEqual([]);
    expect(render(null, null)).toEqual([]);
  });
});
