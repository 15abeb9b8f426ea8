import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeUser } from '../../test/fixtures';
import { makeMembership, makeStats, renderHome } from './test/fixtures';

const user = makeUser();

describe("home writes one point '1 pt' (singular), more 'pts'", () => {
  it('in My Leagues and beside the own position in the top 10', async () => {
    const { main } = await renderHome(user, {
      'GET /api/leagues/my': {
        body: {
          memberships: [
            makeMembership(1, { totalPoints: 1 }),
            makeMembership(2, { totalPoints: 12 }),
          ],
        },
      },
      'GET /api/predictions/stats': { body: makeStats({ totalPredictions: 2 }) },
      'GET /api/leaderboards/partial?season=all&view=season': {
        body: {
          showPartial: true,
          leaderboard: [
            {
              position: 1,
              tied: false,
              previousPosition: null,
              user: { ...user, kitStyle: null, kitPrimaryColour: null, kitSecondaryColour: null },
              totalPoints: 1,
              correctResultCount: 1,
              exactScoreCount: 0,
              totalPredictions: 2,
            },
          ],
        },
      },
    });
    const leagues = within(await main.findByRole('region', { name: 'My Leagues' }));
    const [one, twelve] = leagues
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/leagues/'));
    expect(within(one).getByText('pt')).toBeInTheDocument();
    expect(within(twelve).getByText('pts')).toBeInTheDocument();
    const position = within(screen.getByRole('region', { name: 'My Leaderboard Position' }));
    expect(await position.findByText('1 pt · 1 correct result')).toBeInTheDocument();
  });
});
