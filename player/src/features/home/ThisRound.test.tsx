import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { makeUser } from '../../test/fixtures';
import { makeRound, renderHome } from './test/fixtures';

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

  it.each([
    ['the list is empty', { body: [] }],
    ['loading fails', { status: 500 }],
  ])('is hidden when %s', async (_, reply) => {
    const { main, fetchMock } = await renderHome(user, { [url]: reply });
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/predictions/this-round', expect.anything()),
    );
    await act(() => Promise.resolve());
    expect(main.queryByRole('region', { name: 'This round' })).not.toBeInTheDocument();
    expect(screen.queryByText(/predicted$/)).not.toBeInTheDocument();
  });
});
