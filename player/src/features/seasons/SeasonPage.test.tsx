import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { makeMatch, makeOwn, makePrediction } from '../../test/predictions';
import { closedWithResult, group, season, stub } from './test/seasonApi';

const signedIn = { user: makeUser() };
const goals = (team: string) => screen.getByRole('textbox', { name: `${team} goals` });
const type = (team: string, value: string) => fireEvent.change(goals(team), { target: { value } });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const calls = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
  );

afterEach(() => vi.useRealTimers());

describe('season page: tabs and states', () => {
  it('shows the match-week tabs plus All Matches and picks the current week by the 36-hour rule', async () => {
    stub([makeMatch({ id: 1 }), closedWithResult(2)]);
    renderApp('/seasons/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premier League 2025/26' }),
    ).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Matchweek 0',
      'Matchweek 1',
      'Matchweek 2',
      'All Matches',
    ]);
    // Week 1 starts within 36 hours and week 2 is further away: week 1 is current.
    expect(screen.getByRole('tab', { name: 'Matchweek 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Home 1 v Away 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home 2 v Away 2' })).not.toBeInTheDocument();
  });

  it.each([
    // Thursday: last weekend's round started 5 days ago, the next one starts in 2 days.
    { when: 'between rounds, the next round', starts: [-5, 2, 9], expected: 'Matchweek 1' },
    // Monday evening: the weekend round started 2.5 days ago, the midweek one starts in 1 day.
    { when: 'Monday evening, the midweek round', starts: [-2.5, 1, 5], expected: 'Matchweek 1' },
    { when: 'a round in play, that round', starts: [-1, 6, 13], expected: 'Matchweek 0' },
    {
      when: 'after the last round, the last round',
      starts: [-20, -13, -6],
      expected: 'Matchweek 2',
    },
    {
      when: 'before the first round, the first round',
      starts: [4, 11, 18],
      expected: 'Matchweek 0',
    },
  ])('opens on the week the server would answer: $when', async ({ starts, expected }) => {
    const fetchMock = stub([makeMatch({ id: 1 })], {
      'GET /api/seasons/1/match-groups': {
        body: starts.map((days, week) => group(10 + week, week, days)),
      },
    });
    renderApp('/seasons/1');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: expected })).toHaveAttribute('aria-selected', 'true'),
    );
    // The page applies the server's rule to the list itself: it never needs to ask for the week.
    expect(calls(fetchMock, 'GET /api/seasons/1/current-match-group')).toHaveLength(0);
  });

  it('shows the season the server put into the page without waiting for the API', async () => {
    window.sessionStorage.clear(); // no season cached by an earlier test
    // The API never answers: what shows can only come from the page itself.
    stub([makeMatch({ id: 1 })], { 'GET /api/seasons/1': () => new Promise(() => {}) });
    const preloaded = { ...season, description: 'Twenty clubs, one title.' };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="preloaded" type="application/json">${JSON.stringify({ '/seasons/1': preloaded })}</script>`,
    );
    renderApp('/seasons/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premier League 2025/26' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Twenty clubs, one title.')).toBeInTheDocument();
  });

  it('follows ?matchweek= and keeps the chosen tab in the URL', async () => {
    stub([makeMatch({ id: 1 }), closedWithResult(2)]);
    const { router } = renderApp('/seasons/1?matchweek=matchweek-0');
    expect(await screen.findByRole('heading', { name: 'Home 2 v Away 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'All Matches' }));
    expect(router.state.location.search).toBe('?matchweek=all');
    expect(await screen.findByRole('heading', { name: 'Home 1 v Away 1' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Matchweek 2' }));
    expect(router.state.location.search).toBe('?matchweek=12');
    expect(await screen.findByText('No matches found for this selection.')).toBeInTheDocument();
  });

  it('shows scroll buttons on the tabs only when there are more than 4', async () => {
    stub([makeMatch({ id: 1 })]);
    const four = renderApp('/seasons/1');
    expect(await screen.findAllByRole('tab')).toHaveLength(4);
    expect(document.querySelectorAll('.MuiTabScrollButton-root')).toHaveLength(0);
    four.unmount();
    window.sessionStorage.clear(); // the seasons cache persists between renders
    stub([makeMatch({ id: 1 })], {
      'GET /api/seasons/1/match-groups': {
        body: [group(10, 0, -3), group(11, 1, 1), group(12, 2, 10), group(13, 3, 17)],
      },
    });
    renderApp('/seasons/1');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(document.querySelectorAll('.MuiTabScrollButton-root')).toHaveLength(2);
  });

  it("says 'Season not found' on a 404 and 'Failed to load season data' on other failures", async () => {
    stub([], { 'GET /api/seasons/1': { status: 404, body: { message: 'Season not found' } } });
    const first = renderApp('/seasons/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Season not found' }),
    ).toBeInTheDocument();
    first.unmount();
    stub([], { 'GET /api/seasons/1': { status: 500 } });
    renderApp('/seasons/1');
    expect(await screen.findByText('Failed to load season data')).toBeInTheDocument();
  });

  it('invites guests to sign up on open matches, with a login link', async () => {
    stub([makeMatch({ id: 1 })]);
    renderApp('/seasons/1');
    const card = await screen.findByRole('article', { name: 'Home 1 v Away 1' });
    expect(
      within(card).getByRole('link', { name: 'Sign up & enter your prediction' }),
    ).toHaveAttribute('href', '/register');
    expect(within(card).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fseasons%2F1',
    );
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('colours a played match by outcome and shows points with the banker effect', async () => {
    const scored = makeOwn({
      id: 3,
      homeGoals: 2,
      awayGoals: 1,
      isBanker: true,
      isScored: true,
      points: 6,
    });
    const wrong = makeOwn({
      id: 4,
      homeGoals: 0,
      awayGoals: 3,
      isBanker: false,
      isScored: true,
      points: 0,
    });
    stub([
      closedWithResult(2, { userPrediction: scored }),
      closedWithResult(3, { userPrediction: wrong }),
    ]);
    renderApp('/seasons/1?matchweek=10', signedIn);
    const exact = await screen.findByRole('article', { name: 'Home 2 v Away 2' });
    expect(within(exact).getByText('Exact score')).toBeInTheDocument();
    expect(within(exact).getByText('6 pts (banker ×2)')).toBeInTheDocument();
    // Played: the final score and FT, never 'Locked'.
    expect(within(exact).getByText('FT')).toBeInTheDocument();
    expect(within(exact).queryByText('Locked')).not.toBeInTheDocument();
    const miss = screen.getByRole('article', { name: 'Home 3 v Away 3' });
    expect(within(miss).getByText('Incorrect')).toBeInTheDocument();
    expect(within(miss).getByText('0 pts')).toBeInTheDocument();
  });
});

describe('season page: predicting', () => {
  it('auto-submits a new prediction: 1 s wait, a visible 3 s countdown, then POST', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const match = makeMatch({ id: 1 });
    const fetchMock = stub([match], {
      'POST /api/predictions': {
        status: 201,
        body: makePrediction(match, { homeGoals: 2, awayGoals: 1, isBanker: false }),
      },
    });
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase Home 1 goals' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Home 1 goals' }));
    expect(goals('Home 1')).toHaveValue('1');
    type('Home 1', '2');
    type('Away 1', '1');
    expect(screen.queryByText(/Saving in/)).not.toBeInTheDocument();
    await tick(1000);
    expect(screen.getByText('Saving in 3…')).toBeInTheDocument();
    await tick(2000);
    expect(screen.getByText('Saving in 1…')).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/predictions')).toHaveLength(0);
    await tick(1000);
    expect(sentBody(fetchMock, 'POST /api/predictions')).toEqual({
      match: 1,
      homeGoals: 2,
      awayGoals: 1,
      isBanker: false,
    });
    expect(await screen.findByText('Predicted')).toBeInTheDocument();
  });

  it('an edit clears the pending countdown, and a manual save cancels it (one request)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const match = makeMatch({ id: 1 });
    const fetchMock = stub([match], {
      'POST /api/predictions': {
        status: 201,
        body: makePrediction(match, { homeGoals: 3, awayGoals: 1, isBanker: false }),
      },
    });
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    type('Home 1', '2');
    type('Away 1', '1');
    await tick(1500);
    expect(screen.getByText('Saving in 3…')).toBeInTheDocument();
    type('Home 1', '3');
    expect(screen.queryByText(/Saving in/)).not.toBeInTheDocument();
    await tick(1000);
    expect(screen.getByText('Saving in 3…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save now' }));
    await tick(5000);
    expect(calls(fetchMock, 'POST /api/predictions')).toHaveLength(1);
    expect(sentBody(fetchMock, 'POST /api/predictions')).toMatchObject({
      homeGoals: 3,
      awayGoals: 1,
    });
  });

  it('a new countdown on another match submits the previous one at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const a = makeMatch({ id: 1 });
    const b = makeMatch({ id: 2 });
    const fetchMock = stub([a, b], {
      'POST /api/predictions': async (init) => {
        const body = JSON.parse(String(init.body));
        return { status: 201, body: makePrediction(body.match === 1 ? a : b, body) };
      },
    });
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    type('Home 1', '1');
    type('Away 1', '0');
    await tick(1200);
    type('Home 2', '0');
    type('Away 2', '0');
    expect(calls(fetchMock, 'POST /api/predictions')).toHaveLength(0);
    await tick(1000);
    const posts = calls(fetchMock, 'POST /api/predictions');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0][1]?.body))).toMatchObject({ match: 1 });
    expect(screen.getByText('Saving in 3…')).toBeInTheDocument();
  });

  it('asks for both scores before a manual submit', async () => {
    stub([makeMatch({ id: 1 })]);
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    type('Home 1', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Prediction' }));
    expect(await screen.findByText('Please enter valid scores (0 or greater)')).toBeInTheDocument();
  });

  it('a failed save keeps the typed scores and shows the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub([makeMatch({ id: 1 })], { 'POST /api/predictions': { status: 500 } });
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    type('Home 1', '4');
    type('Away 1', '4');
    await tick(4100);
    expect(await screen.findByText('Failed to submit prediction')).toBeInTheDocument();
    expect(goals('Home 1')).toHaveValue('4');
    expect(goals('Away 1')).toHaveValue('4');
  });

  it('an edited saved prediction shows Reset and Update Prediction (PUT, server message on failure)', async () => {
    const match = makeMatch({
      id: 1,
      hasPrediction: true,
      userPrediction: makeOwn({ id: 77, homeGoals: 1, awayGoals: 0 }),
    });
    const fetchMock = stub([match], {
      'PUT /api/predictions/77': {
        status: 400,
        body: { message: 'Predictions for this match are closed' },
      },
    });
    renderApp('/seasons/1', signedIn);
    expect(await screen.findByText('Predicted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Prediction' })).not.toBeInTheDocument();
    type('Away 1', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(goals('Away 1')).toHaveValue('0');
    type('Away 1', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Update Prediction' }));
    expect(await screen.findByText('Predictions for this match are closed')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT /api/predictions/77')).toEqual({
      match: 1,
      homeGoals: 1,
      awayGoals: 2,
      isBanker: false,
    });
    expect(goals('Away 1')).toHaveValue('2');
  });

  it("placing the banker on a new prediction takes it off the week's other unsaved one, saving nothing", async () => {
    const week2 = { id: 12, name: 'Matchweek 2', matchWeek: 2 };
    const fetchMock = stub([
      makeMatch({ id: 1 }),
      makeMatch({ id: 2 }),
      makeMatch({ id: 3, matchGroup: week2 }),
    ]);
    renderApp('/seasons/1?matchweek=all', signedIn);
    const card = async (id: number) =>
      within(await screen.findByRole('article', { name: `Home ${id} v Away ${id}` }));
    const banker = async (id: number) => (await card(id)).getByRole('button', { name: 'Banker' });
    fireEvent.click(await banker(1));
    fireEvent.click(await banker(3));
    expect(await banker(1)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(await banker(2));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move your banker from Home 1 v Away 1 to Home 2 v Away 2?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await banker(2)).toHaveAttribute('aria-pressed', 'true');
    expect(await banker(1)).toHaveAttribute('aria-pressed', 'false');
    expect(await banker(3)).toHaveAttribute('aria-pressed', 'true');
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT'),
    ).toHaveLength(0);
  });

  it('moving the banker sends one batch with the old banker off and the new one on', async () => {
    const old = makeMatch({
      id: 1,
      userPrediction: makeOwn({ id: 5, homeGoals: 2, awayGoals: 2, isBanker: true }),
    });
    const next = makeMatch({
      id: 2,
      userPrediction: makeOwn({ id: 6, homeGoals: 1, awayGoals: 0 }),
    });
    const fetchMock = stub([old, next], {
      'POST /api/predictions/batch': {
        status: 400,
        body: {
          message: 'Some predictions could not be saved',
          code: 'BATCH_REFUSED',
          errors: { 'predictions.1': 'Predictions for this match are closed' },
        },
      },
    });
    renderApp('/seasons/1', signedIn);
    const card = await screen.findByRole('article', { name: 'Home 2 v Away 2' });
    fireEvent.click(within(card).getByRole('button', { name: 'Banker' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(card).findByText('Predictions for this match are closed'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, 'POST /api/predictions/batch')).toHaveLength(1);
    expect(sentBody(fetchMock, 'POST /api/predictions/batch')).toEqual({
      predictions: [
        { match: 1, homeGoals: 2, awayGoals: 2, isBanker: false },
        { match: 2, homeGoals: 1, awayGoals: 0, isBanker: true },
      ],
    });
    const first = screen.getByRole('article', { name: 'Home 1 v Away 1' });
    expect(within(first).getByText('Some predictions could not be saved')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT /api/predictions/6')).toHaveLength(0);
  });

  it('lucky picks fill 0..5 without banker, save nothing, and Submit all sends one batch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const a = makeMatch({ id: 1 });
    const b = makeMatch({ id: 2 });
    const saved = makeMatch({
      id: 3,
      userPrediction: makeOwn({ id: 8, homeGoals: 7, awayGoals: 7 }),
    });
    const fetchMock = stub([a, b, saved], {
      'POST /api/predictions/batch': async (init) => {
        const body = JSON.parse(String(init.body)) as { predictions: { match: number }[] };
        return {
          body: {
            predictions: body.predictions.map((row) =>
              makePrediction(row.match === 1 ? a : b, row as never),
            ),
          },
        };
      },
    });
    renderApp('/seasons/1', signedIn);
    await screen.findByRole('textbox', { name: 'Home 1 goals' });
    fireEvent.click(screen.getByRole('button', { name: 'Lucky picks' }));
    expect(
      await screen.findByText(
        'Lucky picks generated! 2 random predictions created. Review and submit them!',
      ),
    ).toBeInTheDocument();
    for (const team of ['Home 1', 'Away 1', 'Home 2', 'Away 2']) {
      expect(Number((goals(team) as HTMLInputElement).value)).toBeGreaterThanOrEqual(0);
      expect(Number((goals(team) as HTMLInputElement).value)).toBeLessThanOrEqual(5);
      expect((goals(team) as HTMLInputElement).value).not.toBe('');
    }
    expect(goals('Home 3')).toHaveValue('7');
    screen
      .getAllByRole('button', { name: 'Banker' })
      .forEach((button) => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await tick(6000);
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT'),
    ).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Submit all (2)' }));
    await tick(100);
    expect(calls(fetchMock, 'POST /api/predictions/batch')).toHaveLength(1);
    const body = sentBody(fetchMock, 'POST /api/predictions/batch') as {
      predictions: { match: number; isBanker: boolean }[];
    };
    expect(body.predictions.map((p) => [p.match, p.isBanker])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(await screen.findAllByText('Predicted')).toHaveLength(3);
  });

  it('lucky picks say so when no open match is left', async () => {
    stub([makeMatch({ id: 1, userPrediction: makeOwn({ id: 8 }) })]);
    renderApp('/seasons/1', signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Lucky picks' }));
    expect(
      await screen.findByText('No open matches to generate predictions for!'),
    ).toBeInTheDocument();
  });
});
