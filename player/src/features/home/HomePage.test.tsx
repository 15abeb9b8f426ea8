import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { HOUR, makeMatch, makeStats, renderHome, signedInApi } from './test/fixtures';

const activeSeason = {
  id: 3,
  name: 'League One 2025/26',
  description: null,
  countryCode: 'EN',
  isActive: true,
  order: 3,
  startDate: null,
  endDate: null,
  gameType: 'league',
  competition: { id: 3, name: 'League One', tier: 3, logoUrl: null },
};

const guestApi = {
  'GET /api/seasons?active=true': { body: [activeSeason] },
  'GET /api/matches/dashboard/upcoming': { body: { upcomingMatches: [], matchesBySeason: [] } },
};

describe('home page', () => {
  it('invites guests to join or sign in and lists the active competitions', async () => {
    mockApi(guestApi);
    renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(await main.findByRole('heading', { name: 'Active Competitions' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /League One 2025\/26/ })).toHaveAttribute(
      'href',
      '/seasons/3',
    );
  });

  it('shows guests the feature cards, upcoming matches and the four shortcut tiles, no player sections', async () => {
    const kickOff = new Date(Date.now() + 30 * HOUR).toISOString();
    mockApi({
      ...guestApi,
      'GET /api/matches/dashboard/upcoming': {
        body: {
          upcomingMatches: [makeMatch(1, kickOff)],
          matchesBySeason: [
            { season: { id: 1, name: 'Premier League 2026/27' }, matches: [makeMatch(1, kickOff)] },
          ],
        },
      },
    });
    renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Predict every match' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Play in leagues' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Win trophies' })).toBeInTheDocument();
    // A guest's match opens the season page (match pages need a sign-in).
    expect(await main.findByRole('link', { name: /Home 1.*Away 1/ })).toHaveAttribute(
      'href',
      '/seasons/1',
    );
    const tiles = within(main.getByRole('region', { name: 'Quick Links' }));
    expect(tiles.getByRole('link', { name: 'My Predictions' })).toHaveAttribute(
      'href',
      '/my-predictions',
    );
    expect(tiles.getByRole('link', { name: 'Create or Join League' })).toHaveAttribute(
      'href',
      '/leagues',
    );
    expect(tiles.getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute(
      'href',
      '/seasons',
    );
    expect(tiles.getByRole('link', { name: 'Leaderboards' })).toHaveAttribute(
      'href',
      '/leaderboards',
    );
    expect(main.queryByRole('heading', { name: 'My Performance' })).not.toBeInTheDocument();
    expect(
      main.queryByRole('heading', { name: 'My Leaderboard Position' }),
    ).not.toBeInTheDocument();
    expect(main.queryByRole('link', { name: 'View Leagues' })).not.toBeInTheDocument();
  });

  it('welcomes back a signed-in player who has predicted, by team name', async () => {
    const user = makeUser({ teamName: 'Gulls United' });
    mockApi(signedInApi(user, { 'GET /api/predictions/stats': { body: makeStats() } }));
    renderApp('/', { user });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Gulls United!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Your next matchweek is waiting\. Get your predictions in/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('welcomes a new player (no prediction yet), never "Welcome back", with room kept for either', async () => {
    const user = makeUser({ teamName: 'Gulls United' });
    let answer: (reply: { body: unknown }) => void = () => {};
    mockApi(
      signedInApi(user, {
        'GET /api/predictions/stats': () => new Promise((resolve) => (answer = resolve)),
      }),
    );
    renderApp('/', { user });
    const heading = () => screen.getByRole('heading', { level: 1 });
    // Until the stats answer: a welcome that is true of everyone.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Gulls United!' }),
    ).toBeInTheDocument();
    answer({ body: makeStats({ totalPredictions: 0 }) });
    expect(await screen.findByText(/^Your first matchweek is waiting\./)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Welcome, Gulls United!');
    // The other greeting only holds its place, out of sight and of the accessibility tree.
    const reserved = screen.getByText('Welcome back, Gulls United!');
    expect(reserved.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();
  });

  it('gives a signed-in player the dashboard: profile, position, guide and tiles, no feature cards', async () => {
    const { main } = await renderHome(makeUser());
    expect(main.getByRole('heading', { name: 'Red Rovers' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'My Leaderboard Position' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'How Scoring Works' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(main.getByRole('region', { name: 'Quick Links' })).toBeInTheDocument();
    expect(await main.findByRole('heading', { name: 'Upcoming Matches' })).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Predict every match' })).not.toBeInTheDocument();
    expect(await main.findByText('No Upcoming Matches')).toBeInTheDocument();
  });

  it('hides the active competitions when loading them fails', async () => {
    const fetchMock = mockApi({ ...guestApi, 'GET /api/seasons?active=true': { status: 500 } });
    renderApp('/');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/seasons?active=true', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Active Competitions' })).not.toBeInTheDocument();
  });
});
