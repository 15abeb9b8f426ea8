import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaderboardRow } from '@predictor/contracts/types';
import { makeUser } from '../../test/fixtures';
import { makeStats, pending, renderHome } from './test/fixtures';

const user = makeUser();
const seasonUrl = 'GET /api/leaderboards/partial?season=all&view=season';
const statsUrl = 'GET /api/predictions/stats';
const row = (
  position: number,
  id: number,
  teamName: string,
  totalPoints: number,
): LeaderboardRow => ({
  position,
  tied: false,
  previousPosition: null,
  user: { id, teamName, kitStyle: null, kitPrimaryColour: null, kitSecondaryColour: null },
  totalPoints,
  correctResultCount: 10,
  exactScoreCount: 3,
  totalPredictions: 20,
});
const widget = () => within(screen.getByRole('region', { name: 'My Leaderboard Position' }));

describe('My Leaderboard Position', () => {
  it("highlights the player's own position in the top 10", async () => {
    await renderHome(user, {
      [seasonUrl]: {
        body: {
          showPartial: true,
          leaderboard: [row(1, 7, 'Top Dogs', 90), row(2, user.id, user.teamName, 80)],
        },
      },
    });
    expect(await widget().findByText('2nd')).toBeInTheDocument();
    const items = widget().getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Red Rovers');
    expect(widget().getByRole('link', { name: 'Top Dogs' })).toHaveAttribute('href', '/users/7');
    expect(widget().getByRole('link', { name: 'View Full Leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboards',
    );
  });

  it('writes shared positions as "=2", in the list and for the player, the way every table does', async () => {
    const tied = (position: number, id: number, name: string) => ({
      ...row(position, id, name, 80),
      tied: true,
    });
    await renderHome(user, {
      [seasonUrl]: {
        body: {
          showPartial: true,
          leaderboard: [
            row(1, 7, 'Top Dogs', 90),
            tied(2, 8, 'Blue Birds'),
            tied(2, user.id, user.teamName),
          ],
        },
      },
    });
    expect(await widget().findByText('=2nd')).toBeInTheDocument();
    const [first, second, own] = widget().getAllByRole('listitem');
    expect(first).toHaveTextContent(/^1Top Dogs/);
    expect(second).toHaveTextContent(/^=2Blue Birds/);
    expect(own).toHaveTextContent(/^=2Red Rovers/);
  });

  it('says so when the player is outside the top 10, and asks a new player for a first prediction', async () => {
    const top = { body: { showPartial: true, leaderboard: [row(1, 7, 'Top Dogs', 90)] } };
    const { unmount } = await renderHome(user, {
      [seasonUrl]: top,
      [statsUrl]: { body: makeStats({ totalPredictions: 3 }) },
    });
    expect(
      await widget().findByText('You are not in the top 10 yet. Keep predicting!'),
    ).toBeInTheDocument();
    unmount();

    await renderHome(user, {
      [seasonUrl]: top,
      [statsUrl]: { body: makeStats({ totalPredictions: 0 }) },
    });
    expect(
      await widget().findByText('Make your first prediction to get a rank'),
    ).toBeInTheDocument();
    expect(widget().queryByText(/Keep predicting/)).not.toBeInTheDocument();
  });

  it("shows 'No Data Available' when there is nothing to show (with the nudge before a first prediction)", async () => {
    const { unmount } = await renderHome(user, {
      [statsUrl]: { body: makeStats({ totalPredictions: 3 }) },
    });
    expect(await widget().findByText('No Data Available')).toBeInTheDocument();
    expect(widget().queryByText(/first prediction/)).not.toBeInTheDocument();
    unmount();

    await renderHome(user);
    expect(await widget().findByText('No Data Available')).toBeInTheDocument();
    expect(widget().getByText('Make your first prediction to get a rank')).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    await renderHome(user, { [seasonUrl]: pending });
    expect(widget().getByLabelText('Loading leaderboard')).toBeInTheDocument();
  });

  it("shows 'Failed to load leaderboard data' with Try Again", async () => {
    let calls = 0;
    await renderHome(user, {
      [seasonUrl]: () =>
        ++calls === 1 ? { status: 500 } : { body: { showPartial: false, leaderboard: [] } },
    });
    expect(await widget().findByText('Failed to load leaderboard data')).toBeInTheDocument();
    await userEvent.click(widget().getByRole('button', { name: 'Try Again' }));
    expect(await widget().findByText('No Data Available')).toBeInTheDocument();
  });

  it('offers the monthly view with years from the current year back to 2020 and every month', async () => {
    const year = new Date().getFullYear();
    const { fetchMock } = await renderHome(user, {
      [`GET /api/leaderboards/partial?season=all&view=monthly&year=2021&month=${new Date().getMonth() + 1}`]:
        { body: { showPartial: false, leaderboard: [] } },
      'GET /api/leaderboards/partial?season=all&view=monthly&year=2021&month=3': {
        body: { showPartial: true, leaderboard: [row(1, user.id, user.teamName, 12)] },
      },
    });
    await userEvent.click(widget().getByRole('button', { name: 'Monthly' }));
    await userEvent.click(widget().getByRole('combobox', { name: 'Year' }));
    const years = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    const expected = Array.from({ length: year - 2020 + 1 }, (_, i) => year - i);
    expect(years).toEqual(expected);
    await userEvent.click(screen.getByRole('option', { name: '2021' }));
    await userEvent.click(widget().getByRole('combobox', { name: 'Month' }));
    const months = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(months).toHaveLength(12);
    expect(months[0]).toHaveTextContent('January');
    await userEvent.click(screen.getByRole('option', { name: 'March' }));
    expect(await widget().findByText('1st')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leaderboards/partial?season=all&view=monthly&year=2021&month=3',
      expect.anything(),
    );
  });

  it('asks for the chosen competition', async () => {
    const season = { id: 4, name: 'League Two 2026/27', order: 4, isActive: true };
    const { fetchMock } = await renderHome(user, {
      'GET /api/seasons?active=true': { body: [season] },
      'GET /api/leaderboards/partial?season=4&view=season': {
        body: { showPartial: false, leaderboard: [] },
      },
    });
    await userEvent.click(widget().getByRole('combobox', { name: 'Competition' }));
    await userEvent.click(await screen.findByRole('option', { name: season.name }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/leaderboards/partial?season=4&view=season',
        expect.anything(),
      ),
    );
  });
});
