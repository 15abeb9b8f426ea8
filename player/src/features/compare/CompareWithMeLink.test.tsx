import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { CompareWithMeLink } from './components/CompareWithMeLink';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const profile = (id: number, teamName: string) => ({
  id,
  teamName,
  createdAt: '2025-08-10T10:00:00.000Z',
  kitStyle: null,
  kitPrimaryColour: null,
  kitSecondaryColour: null,
  favouriteTeam: null,
});

/** The public profile of player `id` with everything it asks for. */
function stubProfile(id: number, teamName: string) {
  mockApi({
    'GET /api/auth/me': { body: { user: me } },
    [`GET /api/users/profile/${id}`]: { body: profile(id, teamName) },
    [`GET /api/users/${id}/global-rank`]: {
      body: { hasRank: false, rank: null, isUnranked: false },
    },
    [`GET /api/users/${id}/form`]: {
      body: {
        rounds: [],
        accuracy: { percent: 0, correctResults: 0, scoredPredictions: 0 },
        bankers: { scored: 0, correct: 0, bonusPoints: 0 },
      },
    },
    [`GET /api/trophies/user/${id}/featured`]: { body: { awards: [] } },
  });
}

describe('Compare with me on a public profile', () => {
  it("links a signed-in player from another player's profile to the head to head", async () => {
    stubProfile(7, 'Blue Army');
    renderApp('/users/7', { user: me });
    await screen.findByRole('heading', { level: 1, name: 'Blue Army' });
    expect(screen.getByRole('link', { name: 'Compare with me' })).toHaveAttribute(
      'href',
      '/compare/7',
    );
  });

  it('is not on their own profile', async () => {
    stubProfile(1, 'Red Rovers');
    renderApp('/users/1', { user: me });
    await screen.findByRole('heading', { level: 1, name: 'Red Rovers' });
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare with me' })).not.toBeInTheDocument();
  });

  it('is not shown to guests', async () => {
    stubProfile(7, 'Blue Army');
    renderApp('/users/7');
    await screen.findByRole('heading', { level: 1, name: 'Blue Army' });
    expect(screen.queryByRole('link', { name: 'Compare with me' })).not.toBeInTheDocument();
  });
});

describe('CompareWithMeLink', () => {
  it('as an icon, names the player and carries the season when given', async () => {
    mockApi({ 'GET /api/auth/me': { body: { user: me } } });
    renderApp('/', {
      user: me,
      routes: [
        {
          path: '/',
          element: (
            <>
              <CompareWithMeLink userId={7} teamName="Blue Army" seasonId={3} variant="icon" />
              <CompareWithMeLink userId={1} teamName="Red Rovers" variant="icon" />
            </>
          ),
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Compare Blue Army with me' })).toHaveAttribute(
      'href',
      '/compare/7?season=3',
    );
    expect(
      screen.queryByRole('link', { name: 'Compare Red Rovers with me' }),
    ).not.toBeInTheDocument();
  });
});
