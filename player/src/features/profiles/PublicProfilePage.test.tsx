import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { rankText } from './components/RankLine';
import { COPIED_MS } from './components/ShareButton';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const profile = (id: number, teamName: string, favouriteTeam: unknown = null) => ({
  id,
  teamName,
  createdAt: '2025-08-10T10:00:00.000Z',
  kitStyle: 'vertical',
  kitPrimaryColour: '#dc2626',
  kitSecondaryColour: '#ffffff',
  favouriteTeam,
});
const award = {
  id: 5,
  trophy: {
    id: 9,
    name: 'August Champion',
    description: 'x',
    imageUrl: null,
    trophyType: 'monthly_first',
  },
  reason: null,
  awardedAt: '2025-09-01T00:00:00.000Z',
};

const round = (matchWeek: number, points: number, scored = 1) => ({
  season: { id: 3, name: 'Premier League 2025/26' },
  matchGroup: { id: 100 + matchWeek, name: `Matchweek ${matchWeek}`, matchWeek },
  points,
  predictions: 1,
  scoredPredictions: scored,
});
const form = {
  rounds: [round(8, 1), round(9, -1), round(10, 0), round(11, 7), round(12, 3, 0)],
  accuracy: { percent: 71, correctResults: 5, scoredPredictions: 7 },
  bankers: { scored: 3, correct: 2, bonusPoints: 5 },
};
const basics = {
  'GET /api/users/profile/7': { body: profile(7, 'Blue Army') },
  'GET /api/users/7/global-rank': { body: { hasRank: true, rank: 42, isUnranked: false } },
  'GET /api/trophies/user/7/featured': { body: { awards: [] } },
};

afterEach(() => vi.useRealTimers());

describe('rankText', () => {
  it('words ranked, unranked and no rank', () => {
    expect(rankText({ hasRank: true, rank: 12, isUnranked: false })).toBe('#12');
    expect(rankText({ hasRank: true, rank: null, isUnranked: true })).toBe('Unranked');
    expect(rankText({ hasRank: false, rank: null, isUnranked: false })).toBe('No rank yet');
  });
});

describe('public profile (/users/{id})', () => {
  it("shows another player's kit, name, join date, favourite team, rank and featured trophies", async () => {
    mockApi({
      'GET /api/users/profile/7': {
        body: profile(7, 'Blue Army', { id: 3, name: 'Everton', logoUrl: null, countryCode: 'EN' }),
      },
      'GET /api/users/7/global-rank': { body: { hasRank: true, rank: 42, isUnranked: false } },
      'GET /api/trophies/user/7/featured': { body: { awards: [award] } },
    });
    renderApp('/users/7');
    expect(await screen.findByRole('heading', { name: 'Blue Army', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Blue Army kit' })).toBeInTheDocument();
    expect(screen.getByText('Joined 10 August 2025')).toBeInTheDocument();
    expect(screen.getByText('Everton')).toBeInTheDocument();
    expect(await screen.findByText('#42')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Featured Trophies' });
    expect(await within(featured).findByText('August Champion')).toBeInTheDocument();
    expect(within(featured).getByText('Monthly Champion')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'View Trophy Room' })).toHaveAttribute(
      'href',
      '/users/7/trophies',
    );
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Profile' })).not.toBeInTheDocument();
  });

  it('shows no favourite team, Unranked, and says nothing when the rank fails', async () => {
    mockApi({
      'GET /api/users/profile/7': { body: profile(7, 'Blue Army') },
      'GET /api/users/7/global-rank': { body: { hasRank: true, rank: null, isUnranked: true } },
      'GET /api/trophies/user/7/featured': { body: { awards: [] } },
    });
    renderApp('/users/7');
    expect(await screen.findByText('Unranked')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(await screen.findByText('No trophies earned')).toBeInTheDocument();
  });

  it('hides the rank line when the rank call fails', async () => {
    mockApi({
      'GET /api/users/profile/7': { body: profile(7, 'Blue Army') },
      'GET /api/users/7/global-rank': { status: 500, body: {} },
      'GET /api/trophies/user/7/featured': { body: { awards: [] } },
    });
    renderApp('/users/7');
    expect(await screen.findByText('No trophies earned')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Blue Army' });
    expect(screen.queryByText(/Global rank/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading global rank' })).not.toBeInTheDocument();
  });

  it("says 'User not found' on a 404 and 'Failed to load user profile' otherwise, with Return to Home", async () => {
    mockApi({
      'GET /api/users/profile/99': { status: 404, body: { message: 'User not found' } },
      'GET /api/users/profile/98': { status: 500, body: {} },
    });
    const { router } = renderApp('/users/99');
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await act(() => router.navigate('/users/98'));
    expect(
      await screen.findByRole('heading', { name: 'Failed to load user profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('on the own profile: Edit Profile link, and Share Profile copies the address with Copied! for 2 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      'GET /api/users/profile/1': { body: profile(1, 'Red Rovers') },
      'GET /api/users/1/global-rank': { body: { hasRank: false, rank: null, isUnranked: false } },
      'GET /api/trophies/user/1/featured': { body: { awards: [] } },
    });
    renderApp('/users/1', { user: me });
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(await screen.findByText('No rank yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Trophy Room' })).toHaveAttribute(
      'href',
      '/trophies',
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share Profile' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPIED_MS - 100));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();
  });

  it('shows the last 5 rounds with their points, the accuracy and the banker record', async () => {
    mockApi({ ...basics, 'GET /api/users/7/form': { body: form } });
    renderApp('/users/7');
    const card = await screen.findByRole('region', { name: 'Form' });
    const rounds = within(await within(card).findByRole('list', { name: /Last 5 rounds/ }));
    expect(rounds.getAllByRole('listitem').map((r) => r.textContent)).toEqual([
      'MW 8Premier League 2025/261 pt',
      'MW 9Premier League 2025/26−1 pt',
      'MW 10Premier League 2025/260 pts',
      'MW 11Premier League 2025/267 pts',
      'MW 12 · In playPremier League 2025/263 pts',
    ]);
    expect(within(card).getByText('71%')).toBeInTheDocument();
    expect(within(card).getByText('Accuracy: 5 of 7 correct results')).toBeInTheDocument();
    expect(within(card).getByText('2 of 3')).toBeInTheDocument();
    expect(within(card).getByText('Bankers correct (+5 pts bonus)')).toBeInTheDocument();
    // Beside the spec's fields, not instead of them.
    expect(screen.getByText('#42')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Featured Trophies' })).toBeInTheDocument();
  });

  it('says when no prediction has closed yet, and shows nothing when the form fails to load', async () => {
    mockApi({
      ...basics,
      'GET /api/users/7/form': {
        body: {
          rounds: [],
          accuracy: { percent: 0, correctResults: 0, scoredPredictions: 0 },
          bankers: { scored: 0, correct: 0, bonusPoints: 0 },
        },
      },
    });
    const { unmount } = renderApp('/users/7');
    const card = await screen.findByRole('region', { name: 'Form' });
    expect(await within(card).findByText('No predictions have closed yet.')).toBeInTheDocument();
    unmount();

    mockApi({ ...basics, 'GET /api/users/7/form': { status: 500, body: {} } });
    renderApp('/users/7');
    expect(await screen.findByText('No trophies earned')).toBeInTheDocument();
    await screen.findByText('#42');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Form' })).not.toBeInTheDocument(),
    );
  });
});
