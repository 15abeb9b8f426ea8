import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { makeMatch, makeOwn, makePrediction } from '../../test/predictions';
import type { Match } from '../predictions';
import { closedWithResult, stub } from './test/seasonApi';

const signedIn = { user: makeUser() };
const HOUR = 60 * 60 * 1000;
const card = async (id: number) =>
  within(await screen.findByRole('article', { name: `Home ${id} v Away ${id}` }));
const banker = async (id: number) => (await card(id)).getByRole('button', { name: 'Banker' });
const writes = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT');
const closedUnplayed = (id: number, extra: Partial<Match> = {}) =>
  makeMatch({
    id,
    matchDate: new Date(Date.now() + HOUR).toISOString(),
    predictionsClose: new Date(Date.now() - 60_000).toISOString(),
    predictionsOpen: false,
    ...extra,
  });

afterEach(() => vi.useRealTimers());

describe('season page: the round header', () => {
  it("shows '2 of 3 predicted' and the round's banker for a signed-in player", async () => {
    stub([
      makeMatch({ id: 1, userPrediction: makeOwn({ id: 5, isBanker: true }) }),
      makeMatch({ id: 2, userPrediction: makeOwn({ id: 6 }) }),
      makeMatch({ id: 3 }),
      closedWithResult(4),
    ]);
    renderApp('/seasons/1', signedIn);
    const round = within(await screen.findByRole('group', { name: 'Your round' }));
    expect(round.getByText('2 of 3 predicted')).toBeInTheDocument();
    expect(round.getByText('Banker: Home 1 v Away 1')).toBeInTheDocument();
    // All Matches is no round: no header there.
    fireEvent.click(screen.getByRole('tab', { name: 'All Matches' }));
    await screen.findByRole('article', { name: 'Home 4 v Away 4' });
    expect(screen.queryByRole('group', { name: 'Your round' })).not.toBeInTheDocument();
  });

  it("says 'No banker yet' without a saved banker, and shows guests no header", async () => {
    stub([makeMatch({ id: 1, userPrediction: makeOwn({ id: 5 }) }), makeMatch({ id: 2 })]);
    const first = renderApp('/seasons/1', signedIn);
    const round = within(await screen.findByRole('group', { name: 'Your round' }));
    expect(round.getByText('1 of 2 predicted')).toBeInTheDocument();
    expect(round.getByText('No banker yet')).toBeInTheDocument();
    first.unmount();
    window.localStorage.clear();
    window.sessionStorage.clear();
    stub([makeMatch({ id: 1 })]);
    renderApp('/seasons/1');
    await screen.findByRole('article', { name: 'Home 1 v Away 1' });
    expect(screen.queryByRole('group', { name: 'Your round' })).not.toBeInTheDocument();
  });
});

describe('season page: deadlines and results on the cards', () => {
  it('counts down on a card under 48 hours from its deadline, and not before', async () => {
    const soon = new Date(Date.now() + 5 * HOUR + 12 * 60_000 + 30_000);
    stub([
      makeMatch({
        id: 1,
        predictionsClose: soon.toISOString(),
        matchDate: new Date(soon.getTime() + HOUR).toISOString(),
      }),
      makeMatch({
        id: 2,
        predictionsClose: new Date(Date.now() + 49 * HOUR).toISOString(),
        matchDate: new Date(Date.now() + 50 * HOUR).toISOString(),
      }),
    ]);
    renderApp('/seasons/1', signedIn);
    expect((await card(1)).getByText('Closes in 5h 12m')).toBeInTheDocument();
    expect((await card(2)).queryByText(/^Closes in/)).not.toBeInTheDocument();
  });

  it('locks a card at its deadline: the countdown gives way to In Play', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub([
      makeMatch({
        id: 1,
        predictionsClose: new Date(Date.now() + 90_000).toISOString(),
        matchDate: new Date(Date.now() + HOUR).toISOString(),
      }),
    ]);
    renderApp('/seasons/1', signedIn);
    expect((await card(1)).getByText('Closes in 1m')).toBeInTheDocument();
    expect((await card(1)).getByRole('textbox', { name: 'Home 1 goals' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(91_000));
    expect((await card(1)).getByText('In Play')).toBeInTheDocument();
    expect((await card(1)).queryByText(/^Closes in/)).not.toBeInTheDocument();
    expect((await card(1)).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('names a played match FT with its final score, a closed one In Play, a cancelled one Cancelled', async () => {
    const week0 = { id: 10, name: 'Matchweek 0', matchWeek: 0 };
    stub([
      closedWithResult(1),
      closedUnplayed(2, { matchGroup: week0 }),
      closedUnplayed(3, { matchGroup: week0, status: 'cancelled' }),
    ]);
    renderApp('/seasons/1?matchweek=10', signedIn);
    const played = await card(1);
    expect(played.getByText('FT')).toBeInTheDocument();
    expect(played.getByText('2')).toBeInTheDocument();
    expect(played.getByText('1')).toBeInTheDocument();
    expect((await card(2)).getByText('In Play')).toBeInTheDocument();
    expect((await card(3)).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('names a match in play with a live score LIVE, with its score and the points as it stands', async () => {
    const week0 = { id: 10, name: 'Matchweek 0', matchWeek: 0 };
    stub([
      closedUnplayed(1, {
        matchGroup: week0,
        matchDate: new Date(Date.now() - HOUR).toISOString(),
        status: 'in_progress',
        homeGoals: 3,
        awayGoals: 1,
        hasPrediction: true,
        userPrediction: makeOwn({ id: 5, homeGoals: 2, awayGoals: 0, livePoints: 1 }),
      }),
      closedUnplayed(2, { matchGroup: week0, status: 'in_progress' }),
    ]);
    renderApp('/seasons/1?matchweek=10', signedIn);
    const live = await card(1);
    expect(live.getByText('LIVE')).toBeInTheDocument();
    expect(live.getByText('3')).toBeInTheDocument();
    expect(live.getByText('1 pt as it stands')).toBeInTheDocument();
    // In play without a live score yet: In Play, no provisional points.
    expect((await card(2)).getByText('In Play')).toBeInTheDocument();
    expect((await card(2)).queryByText(/as it stands/)).not.toBeInTheDocument();
  });
});

describe('season page: the banker, explicit', () => {
  it('Cancel leaves the banker where it was and sends nothing', async () => {
    const fetchMock = stub([
      makeMatch({ id: 1, userPrediction: makeOwn({ id: 5, isBanker: true }) }),
      makeMatch({ id: 2, userPrediction: makeOwn({ id: 6 }) }),
    ]);
    renderApp('/seasons/1', signedIn);
    fireEvent.click(await banker(2));
    const dialog = await screen.findByRole('dialog', {
      name: 'Move your banker from Home 1 v Away 1 to Home 2 v Away 2?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await banker(1)).toHaveAttribute('aria-pressed', 'true');
    expect(await banker(2)).toHaveAttribute('aria-pressed', 'false');
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('says the banker stays on a match whose predictions have closed, asking nothing', async () => {
    const fetchMock = stub([
      closedUnplayed(1, { userPrediction: makeOwn({ id: 5, isBanker: true }) }),
      makeMatch({ id: 2, userPrediction: makeOwn({ id: 6 }) }),
    ]);
    renderApp('/seasons/1', signedIn);
    fireEvent.click(await banker(2));
    expect(
      await (
        await card(2)
      ).findByText('Your banker stays on Home 1 v Away 1: predictions for that match have closed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await banker(2)).toHaveAttribute('aria-pressed', 'false');
    expect(writes(fetchMock)).toHaveLength(0);
  });
});

describe('season page: lucky picks', () => {
  it('fill a card whose only change was the banker, keep that banker, and place none', async () => {
    const [a, b] = [makeMatch({ id: 1 }), makeMatch({ id: 2 })];
    const fetchMock = stub([a, b], {
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
    fireEvent.click(await banker(1));
    expect(await banker(1)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Lucky picks' }));
    expect(
      await screen.findByText(
        'Lucky picks generated! 2 random predictions created. Review and submit them!',
      ),
    ).toBeInTheDocument();
    for (const id of [1, 2]) {
      for (const side of ['Home', 'Away']) {
        const box = (await card(id)).getByRole('textbox', { name: `${side} ${id} goals` });
        expect((box as HTMLInputElement).value).toMatch(/^[0-5]$/);
      }
    }
    expect(await banker(1)).toHaveAttribute('aria-pressed', 'true');
    expect(await banker(2)).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Submit all (2)' }));
    await waitFor(() => expect(writes(fetchMock)).toHaveLength(1));
    const body = sentBody(fetchMock, 'POST /api/predictions/batch') as {
      predictions: { match: number; isBanker: boolean }[];
    };
    expect(body.predictions.map((p) => [p.match, p.isBanker])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('fill nothing on a locked round', async () => {
    const week0 = { id: 10, name: 'Matchweek 0', matchWeek: 0 };
    stub([closedUnplayed(1, { matchGroup: week0 }), closedWithResult(2)]);
    renderApp('/seasons/1?matchweek=10', signedIn);
    await card(1);
    fireEvent.click(screen.getByRole('button', { name: 'Lucky picks' }));
    expect(
      await screen.findByText('No open matches to generate predictions for!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit all/ })).not.toBeInTheDocument();
  });
});
