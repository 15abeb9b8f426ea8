import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { makeAward } from './testData';

const me = makeUser({ id: 1 });
const profile = (id: number, teamName: string) => ({
  id,
  teamName,
  createdAt: '2025-08-01T10:00:00.000Z',
  kitStyle: null,
  kitPrimaryColour: null,
  kitSecondaryColour: null,
  favouriteTeam: null,
});

const countOf = (label: string) =>
  within(screen.getByRole('list', { name: 'Trophy counts' }))
    .getByText(label)
    .closest('li');

describe('own trophy room (/trophies)', () => {
  it('shows the counts and a card per award with type label, reason and date', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/trophies/user': {
        body: {
          awards: [
            makeAward(1, {
              name: 'March Champion',
              trophyType: 'monthly_first',
              imageUrl: '/uploads/t.png',
            }),
            makeAward(2, { name: 'Runner', trophyType: 'league_second' }, { reason: 'Close call' }),
            // A type newer than this client knows of (the server may add some).
            makeAward(3, { name: 'Odd One', trophyType: 'something_new' as 'custom' }),
          ],
        },
      },
    });
    renderApp('/trophies', { user: me });
    expect(
      await screen.findByRole('heading', { name: 'My Trophy Room', level: 1 }),
    ).toBeInTheDocument();
    const champion = await screen.findByRole('article', { name: 'March Champion' });
    expect(within(champion).getByText('Monthly Champion')).toBeInTheDocument();
    expect(within(champion).getByText('Earned 3 March 2026')).toBeInTheDocument();
    expect(champion.querySelector('img')).toHaveAttribute('src', '/uploads/t.png');
    const runner = screen.getByRole('article', { name: 'Runner' });
    expect(within(runner).getByText('League Runner-up')).toBeInTheDocument();
    expect(within(runner).getByText('“Close call”')).toBeInTheDocument();
    expect(within(runner).getByTestId('trophy-emoji')).toHaveTextContent('🥈');
    const odd = screen.getByRole('article', { name: 'Odd One' });
    expect(within(odd).getByText('Achievement')).toBeInTheDocument();
    expect(within(odd).getByTestId('trophy-emoji')).toHaveTextContent('⭐');
    expect(countOf('Total')).toHaveTextContent('3');
    expect(countOf('Gold')).toHaveTextContent('1');
    expect(countOf('Silver')).toHaveTextContent('1');
    expect(countOf('Bronze')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('prompts the player to win trophies when the room is empty', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/trophies/user': { body: { awards: [] } },
    });
    renderApp('/trophies', { user: me });
    expect(await screen.findByRole('heading', { name: 'No trophies yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute(
      'href',
      '/seasons',
    );
  });

  it("shows the server's message or 'Failed to load trophies', with Try Again", async () => {
    let calls = 0;
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/trophies/user': () =>
        ++calls === 1 ? { status: 500, body: {} } : { body: { awards: [] } },
    });
    renderApp('/trophies', { user: me });
    expect(await screen.findByText('Failed to load trophies')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No trophies yet')).toBeInTheDocument();
  });

  it('sends a guest to /login', async () => {
    mockApi({});
    const { router } = renderApp('/trophies');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe("another player's trophy room (/users/{id}/trophies)", () => {
  it("is headed with their team name and says 'No trophies earned' when empty", async () => {
    mockApi({
      'GET /api/users/profile/7': { body: profile(7, 'Blue Army') },
      'GET /api/trophies/user/7': { body: { awards: [] } },
    });
    renderApp('/users/7/trophies');
    expect(
      await screen.findByRole('heading', { name: "Blue Army's Trophy Room", level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No trophies earned' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Browse Fixtures' })).not.toBeInTheDocument();
  });

  it("says 'User not found' on a 404", async () => {
    mockApi({
      'GET /api/users/profile/99': { status: 404, body: { message: 'User not found' } },
      'GET /api/trophies/user/99': { status: 404, body: { message: 'User not found' } },
    });
    renderApp('/users/99/trophies');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
  });

  it("is 'My Trophy Room' when it is the signed-in player's own", async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/users/profile/1': { body: profile(1, me.teamName) },
      'GET /api/trophies/user/1': { body: { awards: [makeAward(1)] } },
    });
    renderApp('/users/1/trophies', { user: me });
    expect(
      await screen.findByRole('heading', { name: 'My Trophy Room', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Trophy 1' })).toBeInTheDocument();
  });
});
