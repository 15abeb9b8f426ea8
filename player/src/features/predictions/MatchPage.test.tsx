import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import type { CrowdPicks, Match } from './api';
import { makeMatch, makeOwn, makePrediction } from '../../test/predictions';

const DAY = 24 * 60 * 60 * 1000;
const signedIn = { user: makeUser() };

function closedMatch(overrides: Partial<Match> = {}): Match {
  return makeMatch({
    id: 5,
    homeTeam: { id: 1, name: 'Arsenal', shortName: 'ARS', code: 'ARS', logoUrl: null },
    awayTeam: { id: 2, name: 'Chelsea', shortName: 'CHE', code: 'CHE', logoUrl: null },
    matchDate: new Date(Date.now() - 2 * DAY).toISOString(),
    predictionsClose: new Date(Date.now() - 2 * DAY - 3600_000).toISOString(),
    predictionsOpen: false,
    status: 'finished',
    homeGoals: 2,
    awayGoals: 1,
    ...overrides,
  });
}

const picks: CrowdPicks = {
  matchId: 5,
  totalPredictions: 20,
  outcomes: {
    homeWin: { count: 11, share: 55 },
    draw: { count: 5, share: 25 },
    awayWin: { count: 4, share: 20 },
  },
  topScores: [
    { homeGoals: 2, awayGoals: 1, count: 6, share: 30 },
    { homeGoals: 1, awayGoals: 1, count: 4, share: 20 },
    { homeGoals: 1, awayGoals: 0, count: 3, share: 15 },
    { homeGoals: 0, awayGoals: 2, count: 2, share: 10 },
    { homeGoals: 2, awayGoals: 0, count: 2, share: 10 },
  ],
};

function stub(match: Match, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: makeUser() } },
    [`GET /api/matches/${match.id}`]: { body: match },
    'GET /api/predictions?season=1': { body: [] },
    ...extra,
  });
}
const goals = (team: string) => screen.getByRole('textbox', { name: `${team} goals` });

afterEach(() => vi.useRealTimers());

describe('match page', () => {
  it('sends anonymous visitors to sign in', async () => {
    mockApi({});
    const { router } = renderApp('/predictions/5');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("says 'Match not found' on a 404 and 'Failed to load match data' otherwise", async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      'GET /api/matches/5': { status: 404, body: { message: 'Match not found' } },
    });
    const first = renderApp('/predictions/5', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Match not found' }),
    ).toBeInTheDocument();
    first.unmount();
    mockApi({
      'GET /api/auth/me': { body: { user: makeUser() } },
      'GET /api/matches/5': { status: 500 },
    });
    renderApp('/predictions/5', signedIn);
    expect(await screen.findByText('Failed to load match data')).toBeInTheDocument();
  });

  it('makes a prediction while open (empty scores refused), with no crowd picks asked for', async () => {
    const match = makeMatch({ id: 5 });
    const fetchMock = stub(match, {
      'POST /api/predictions': {
        status: 201,
        body: makePrediction(match, { homeGoals: 3, awayGoals: 0, isBanker: true }),
      },
    });
    renderApp('/predictions/5', signedIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Home 5 v Away 5' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Premier League 2025\/26/ })).toHaveAttribute(
      'href',
      '/seasons/1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText('Scores cannot be empty or negative')).toBeInTheDocument();
    fireEvent.change(goals('Home 5'), { target: { value: '3' } });
    fireEvent.change(goals('Away 5'), { target: { value: '0' } });
    const banker = screen.getByRole('button', { name: 'Banker' });
    expect(banker).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(banker);
    expect(banker).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText('Prediction saved')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST /api/predictions')).toEqual({
      match: 5,
      homeGoals: 3,
      awayGoals: 0,
      isBanker: true,
    });
    expect(screen.queryByRole('heading', { name: 'Crowd picks' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('crowd-picks'))).toBe(false);
  });

  describe('the banker star', () => {
    const saved = makeMatch({ id: 5, userPrediction: makeOwn({ id: 40, homeGoals: 1 }) });
    const holder = makeMatch({ id: 6 });
    const holderBanker = (extra: Partial<Match> = {}) => ({
      'GET /api/predictions?season=1': {
        body: [
          makePrediction({ ...holder, ...extra }, { homeGoals: 0, awayGoals: 0, isBanker: true }),
        ],
      },
    });

    it('asks before moving the banker from another match of the week, then saves the move at once', async () => {
      const fetchMock = stub(saved, {
        ...holderBanker(),
        'POST /api/predictions/batch': {
          body: {
            predictions: [
              makePrediction(holder, { homeGoals: 0, awayGoals: 0, isBanker: false }),
              makePrediction(saved, { homeGoals: 1, awayGoals: 0, isBanker: true }, 40),
            ],
          },
        },
      });
      renderApp('/predictions/5', signedIn);
      await screen.findByRole('textbox', { name: 'Home 5 goals' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Banker' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Banker' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Move your banker from Home 6 v Away 6 to Home 5 v Away 5?',
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
      expect(await screen.findByText('Prediction saved')).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST /api/predictions/batch')).toEqual({
        predictions: [
          { match: 6, homeGoals: 0, awayGoals: 0, isBanker: false },
          { match: 5, homeGoals: 1, awayGoals: 0, isBanker: true },
        ],
      });
    });

    it('Cancel keeps the banker where it was and sends nothing', async () => {
      const fetchMock = stub(saved, holderBanker());
      renderApp('/predictions/5', signedIn);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Banker' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Banker' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Banker' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(
        fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' || init?.method === 'PUT'),
      ).toBe(false);
    });

    it('says the banker stays on a match whose predictions have closed', async () => {
      const past = new Date(Date.now() - 60_000).toISOString();
      stub(saved, holderBanker({ predictionsClose: past, predictionsOpen: false }));
      renderApp('/predictions/5', signedIn);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Banker' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Banker' }));
      expect(
        await screen.findByText(
          'Your banker stays on Home 6 v Away 6: predictions for that match have closed.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('edits a saved prediction with PUT and keeps the scores when it fails', async () => {
    const match = makeMatch({
      id: 5,
      userPrediction: makeOwn({ id: 40, homeGoals: 1, awayGoals: 1 }),
    });
    const fetchMock = stub(match, { 'PUT /api/predictions/40': { status: 500 } });
    renderApp('/predictions/5', signedIn);
    await screen.findByRole('textbox', { name: 'Home 5 goals' });
    expect(screen.getByRole('button', { name: 'Update Prediction' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Home 5 goals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Prediction' }));
    expect(await screen.findByText('Failed to update prediction')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/predictions/40')).toMatchObject({
      homeGoals: 2,
      awayGoals: 1,
    });
    expect(goals('Home 5')).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(goals('Home 5')).toHaveValue('1');
  });

  it('refuses a submit once the deadline has passed while the page was open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const match = makeMatch({
      id: 5,
      predictionsClose: new Date(Date.now() + 60_000).toISOString(),
    });
    const fetchMock = stub(match);
    renderApp('/predictions/5', signedIn);
    await screen.findByRole('textbox', { name: 'Home 5 goals' });
    fireEvent.change(goals('Home 5'), { target: { value: '1' } });
    fireEvent.change(goals('Away 5'), { target: { value: '1' } });
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText('Predictions are closed for this match')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the result, your points and the crowd picks once closed', async () => {
    const match = closedMatch({
      userPrediction: makeOwn({ id: 9, homeGoals: 1, awayGoals: 0, isScored: true, points: 1 }),
    });
    stub(match, { 'GET /api/matches/5/crowd-picks': { body: picks } });
    renderApp('/predictions/5', signedIn);
    expect(await screen.findByText('2–1', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Correct result')).toBeInTheDocument();
    expect(screen.getByText('1 pt')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crowd picks' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Arsenal win: 55%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Draw: 25%' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Chelsea win: 20%' })).toBeInTheDocument();
    const scores = screen.getByRole('list');
    expect(scores.querySelectorAll('li')).toHaveLength(5);
  });

  it('says so when nobody predicted a closed match', async () => {
    stub(closedMatch(), {
      'GET /api/matches/5/crowd-picks': {
        body: { ...picks, totalPredictions: 0, topScores: [] },
      },
    });
    renderApp('/predictions/5', signedIn);
    expect(await screen.findByText('Nobody predicted this match.')).toBeInTheDocument();
    expect(screen.getByText('You did not predict this match.')).toBeInTheDocument();
  });

  it('shows a match in play with a live score as LIVE, with the points as it stands', async () => {
    const match = closedMatch({
      matchDate: new Date(Date.now() - 3600_000).toISOString(),
      predictionsClose: new Date(Date.now() - 3660_000).toISOString(),
      status: 'in_progress',
      homeGoals: 1,
      awayGoals: 0,
      userPrediction: makeOwn({ id: 9, homeGoals: 2, awayGoals: 0, isBanker: true, livePoints: 2 }),
    });
    stub(match, { 'GET /api/matches/5/crowd-picks': { body: picks } });
    renderApp('/predictions/5', signedIn);
    expect(await screen.findByLabelText('Live score 1–0')).toBeInTheDocument();
    expect(screen.getByText('Live score: the match is still being played')).toBeInTheDocument();
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByText('2 pts as it stands')).toBeInTheDocument();
    expect(screen.queryByText('Final score')).not.toBeInTheDocument();
  });
});
