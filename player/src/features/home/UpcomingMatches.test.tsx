import { describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Match } from '@predictor/contracts/types';
import { makeUser } from '../../test/fixtures';
import { matchTimeParts } from '../../lib/dates';
import { HOUR, makeMatch, pending, renderHome } from './test/fixtures';
import { mainColumnWait } from './components/MainColumn';

const user = makeUser();
const url = 'GET /api/matches/dashboard/upcoming';
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const answer = (groups: { season: { id: number; name: string }; matches: Match[] }[]) => ({
  body: { upcomingMatches: groups.flatMap((g) => g.matches), matchesBySeason: groups },
});

describe('upcoming matches on the home page', () => {
  it('groups by season, shows at most 5 future matches each, linking to the prediction page', async () => {
    const premier = { id: 1, name: 'Premier League 2026/27' };
    const championship = { id: 2, name: 'Championship 2026/27' };
    const pl = [
      makeMatch(1, at(-2)), // kicked off already: left out
      ...[2, 3, 4, 5, 6, 7].map((id) => makeMatch(id, at(id * 24))),
    ];
    pl[1] = { ...pl[1], hasPrediction: true };
    const ch = [makeMatch(20, at(50), { season: championship })];
    const { main } = await renderHome(user, {
      [url]: answer([
        { season: premier, matches: pl },
        { season: championship, matches: ch },
      ]),
    });
    const section = within(await main.findByRole('region', { name: 'Upcoming Matches' }));
    const plGroup = within(await section.findByRole('region', { name: premier.name }));
    const rows = plGroup.getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(plGroup.queryByText('Home 1')).not.toBeInTheDocument();
    expect(plGroup.queryByText('Home 7')).not.toBeInTheDocument();
    const first = within(rows[0]).getByRole('link');
    expect(first).toHaveAttribute('href', '/predictions/2');
    const { day, time } = matchTimeParts(pl[1].matchDate);
    expect(first).toHaveTextContent(day);
    expect(first).toHaveTextContent(time);
    expect(time).toMatch(/^\d{1,2}:\d\d [AP]M UTC$/);
    expect(first).toHaveTextContent('Home 2');
    expect(first).toHaveTextContent('Away 2');
    expect(first).toHaveTextContent('Predicted');
    expect(plGroup.getByRole('link', { name: `View ${premier.name} fixtures` })).toHaveAttribute(
      'href',
      '/seasons/1',
    );
    const chGroup = within(section.getByRole('region', { name: championship.name }));
    expect(chGroup.getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'No Upcoming Matches' when none is still to come", async () => {
    const { main } = await renderHome(user, {
      [url]: answer([
        { season: { id: 1, name: 'Premier League' }, matches: [makeMatch(1, at(-1))] },
      ]),
    });
    expect(await main.findByText('No Upcoming Matches')).toBeInTheDocument();
    expect(main.queryByText('Home 1')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading (once the main column stops waiting for it)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { main } = await renderHome(user, { [url]: pending });
      await act(() => vi.advanceTimersByTimeAsync(mainColumnWait.ms));
      expect(await main.findByLabelText('Loading upcoming matches')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Failed to load upcoming matches' with Try Again, which loads them again", async () => {
    let calls = 0;
    const { main } = await renderHome(user, {
      [url]: () =>
        ++calls === 1
          ? { status: 500 }
          : answer([{ season: { id: 1, name: 'Premier League' }, matches: [makeMatch(9, at(5))] }]),
    });
    expect(await main.findByText('Failed to load upcoming matches')).toBeInTheDocument();
    await userEvent.click(main.getByRole('button', { name: 'Try Again' }));
    expect(await main.findByText('Home 9')).toBeInTheDocument();
    expect(main.queryByText('Failed to load upcoming matches')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("shows the server's message when it sends one", async () => {
    const { main } = await renderHome(user, {
      [url]: { status: 503, body: { message: 'Fixtures are being updated' } },
    });
    expect(await main.findByText('Fixtures are being updated')).toBeInTheDocument();
  });
});
