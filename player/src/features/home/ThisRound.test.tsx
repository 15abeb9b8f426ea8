import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../test/fixtures';
import { makeRound, pending, renderHome, signedInApi } from './test/fixtures';
import { mockApi } from '../../test/http';
import { renderApp } from '../../test/render';
import { storeSession } from '../../lib/storage';
import { EARLY_THIS_ROUND } from '@predictor/contracts/landing';
import { startThisRound, thisRoundQuery } from './api';
import { THIS_ROUND_MARK } from './components/ThisRound';

const user = makeUser();
const url = 'GET /api/predictions/this-round';

/** Moves fake time on a second at a time, letting React re-render and re-arm the timer in between. */
async function tick(ms: number) {
  for (let done = 0; done < ms; done += 1000) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(1000, ms - done)));
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('This round', () => {
  it('shows one card per open match week: competition, week, countdown, progress, banker, Predict', async () => {
    const { main } = await renderHome(user, {
      [url]: {
        body: [
          makeRound(),
          makeRound({
            season: { id: 2, name: 'Championship 2026/27' },
            matchGroup: { id: 40, name: 'Matchweek 19', matchWeek: 19 },
            predictedCount: 0,
            matchCount: 12,
            bankerPlaced: false,
          }),
        ],
      },
    });
    const section = within(await main.findByRole('region', { name: 'This round' }));
    const first = within(
      section.getByRole('article', { name: 'Premier League 2026/27, Matchweek 17' }),
    );
    expect(first.getByText('Closes in 2d 4h')).toBeInTheDocument();
    expect(first.getByText('6 of 10 predicted')).toBeInTheDocument();
    expect(first.getByRole('progressbar', { name: '6 of 10 predicted' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(first.getByText('Banker placed')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^Predict/ })).toHaveAttribute('href', '/seasons/1');
    const second = within(
      section.getByRole('article', { name: 'Championship 2026/27, Matchweek 19' }),
    );
    expect(second.getByText('0 of 12 predicted')).toBeInTheDocument();
    expect(second.getByText('No banker yet')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /^Predict/ })).toHaveAttribute('href', '/seasons/2');
  });

  it('counts down every minute, then every second in the last minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deadline = new Date(Date.now() + 2 * 60_000 + 30_000).toISOString();
    const { main } = await renderHome(user, { [url]: { body: [makeRound({ deadline })] } });
    const section = within(await main.findByRole('region', { name: 'This round' }));
    expect(section.getByText('Closes in 2m')).toBeInTheDocument();
    await tick(60_000);
    expect(section.getByText('Closes in 1m')).toBeInTheDocument();
    await tick(35_000);
    expect(section.getByText(/^Closes in 5\ds$/)).toBeInTheDocument();
    const before = section.getByText(/^Closes in \d+s$/).textContent;
    await tick(1_000);
    expect(section.getByText(/^Closes in \d+s$/).textContent).not.toBe(before);
    await tick(60_000);
    expect(section.getByText('Closed')).toBeInTheDocument();
  });

  it('keeps its place while loading: card skeletons in the section', async () => {
    const { main } = await renderHome(user, { [url]: pending });
    const section = within(main.getByRole('region', { name: 'This round' }));
    expect(section.queryByRole('article')).not.toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Loading rounds' })).toBeInTheDocument();
  });

  it('says when no followed competition has an open round, with the way to the fixtures', async () => {
    const { main } = await renderHome(user, { [url]: { body: [] } });
    const section = within(await main.findByRole('region', { name: 'This round' }));
    expect(await section.findByText('No open rounds right now')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Browse Fixtures' })).toHaveAttribute(
      'href',
      '/seasons',
    );
    expect(section.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when loading fails, and Try Again asks again', async () => {
    let failing = true;
    const { main } = await renderHome(user, {
      [url]: () => (failing ? { status: 500 } : { body: [makeRound()] }),
    });
    const section = within(main.getByRole('region', { name: 'This round' }));
    expect(await section.findByText('Failed to load data')).toBeInTheDocument();
    failing = false;
    await userEvent.click(section.getByRole('button', { name: 'Try Again' }));
    expect(
      await section.findByRole('article', { name: 'Premier League 2026/27, Matchweek 17' }),
    ).toBeInTheDocument();
  });

  it('marks the moment its rounds are shown (user timing read by npm run bench:web)', async () => {
    performance.clearMarks(THIS_ROUND_MARK);
    const { main } = await renderHome(user, { [url]: { body: [makeRound()] } });
    await within(main.getByRole('region', { name: 'This round' })).findByRole('article');
    await vi.waitFor(() => expect(performance.getEntriesByName(THIS_ROUND_MARK)).toHaveLength(1));
  });

  describe('asked for as the home page loads, beside the session check', () => {
    const thisRoundCalls = (fetchMock: ReturnType<typeof mockApi>) =>
      fetchMock.mock.calls.filter(([u]) => u === '/api/predictions/this-round').length;

    it('is sent before the session check answers, and that answer is the one shown', async () => {
      let answerMe: (reply: { body: unknown }) => void = () => {};
      const fetchMock = mockApi(
        signedInApi(user, {
          'GET /api/auth/me': () => new Promise((resolve) => (answerMe = resolve)),
          [url]: { body: [makeRound()] },
        }),
      );
      storeSession('test-token', user);
      startThisRound();
      expect(thisRoundCalls(fetchMock)).toBe(1);
      const { findByRole } = renderApp('/', { user, appCacheTimes: true });
      answerMe({ body: { user } });
      expect(
        await findByRole('article', { name: 'Premier League 2026/27, Matchweek 17' }),
      ).toBeInTheDocument();
      expect(thisRoundCalls(fetchMock)).toBe(1);
    });

    it("takes the boot script's request when it was made with this session", async () => {
      const fetchMock = mockApi(signedInApi(user, {}));
      storeSession('test-token', user);
      const holder = window as unknown as Record<string, unknown>;
      holder[EARLY_THIS_ROUND] = { token: 'test-token', answer: Promise.resolve([makeRound()]) };
      startThisRound();
      const { findByRole } = renderApp('/', { user, appCacheTimes: true });
      expect(
        await findByRole('article', { name: 'Premier League 2026/27, Matchweek 17' }),
      ).toBeInTheDocument();
      expect(thisRoundCalls(fetchMock)).toBe(0);
      expect(holder[EARLY_THIS_ROUND]).toBeUndefined();
    });

    it('starts from an answer that has already come: shown in the first render, not fetched', async () => {
      mockApi(signedInApi(user, {}));
      storeSession('test-token', user);
      const holder = window as unknown as Record<string, unknown>;
      holder[EARLY_THIS_ROUND] = { token: 'test-token', answer: Promise.resolve([makeRound()]) };
      startThisRound();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // An observer not subscribed yet: what the first render reads, before any fetch.
      const first = new QueryObserver(new QueryClient(), thisRoundQuery()).getCurrentResult();
      expect(first.status).toBe('success');
      expect(first.data?.map((r) => r.matchGroup.name)).toEqual(['Matchweek 17']);
      expect(first.dataUpdatedAt).toBeGreaterThan(Date.now() - 5000);
      // Taken once: a later read (another visit to the page) asks the API.
      const later = new QueryObserver(new QueryClient(), thisRoundQuery()).getCurrentResult();
      expect(later.status).toBe('pending');
    });

    it("asks again when the boot script's request failed", async () => {
      const fetchMock = mockApi(signedInApi(user, { [url]: { body: [makeRound()] } }));
      storeSession('test-token', user);
      (window as unknown as Record<string, unknown>)[EARLY_THIS_ROUND] = {
        token: 'test-token',
        answer: Promise.resolve(null),
      };
      startThisRound();
      const { findByRole } = renderApp('/', { user });
      await findByRole('article', { name: 'Premier League 2026/27, Matchweek 17' });
      expect(thisRoundCalls(fetchMock)).toBe(1);
    });

    it('is not used for another session (asked again with the new token)', async () => {
      const fetchMock = mockApi(signedInApi(user, { [url]: { body: [makeRound()] } }));
      storeSession('an-earlier-token', user);
      startThisRound();
      const { findByRole } = renderApp('/', { user });
      await findByRole('article', { name: 'Premier League 2026/27, Matchweek 17' });
      expect(thisRoundCalls(fetchMock)).toBe(2);
      const last = fetchMock.mock.calls.filter(([u]) => u === '/api/predictions/this-round')[1];
      expect(new Headers(last[1]?.headers).get('Authorization')).toBe('Bearer test-token');
    });
  });
});
