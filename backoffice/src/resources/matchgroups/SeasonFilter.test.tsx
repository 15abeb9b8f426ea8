import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../test/screens';
import { MatchGroupList } from './MatchGroupList';

afterEach(cleanup);

const seasons = [
  { id: 5, name: 'Championship 2030', order: 1, startDate: '2030-08-01' },
  { id: 3, name: 'Premier League 2030', order: 0, startDate: '2030-08-01' },
];

function renderGroups() {
  const getList = vi.fn(async (resource: string, _params: { filter: object }) =>
    resource === 'seasons'
      ? { data: seasons, total: seasons.length }
      : {
          data: [
            {
              id: 9,
              name: 'Week 1',
              description: null,
              matchWeek: 1,
              isActive: true,
              seasonId: 3,
              season: { id: 3, name: 'Premier League 2030' },
            },
          ],
          total: 1,
        },
  );
  renderScreen('matchgroups', '/matchgroups', { '/matchgroups': <MatchGroupList /> }, { getList });
  return getList;
}

const groupQueries = (getList: ReturnType<typeof renderGroups>) =>
  getList.mock.calls.filter(([resource]) => resource === 'matchgroups').map(([, params]) => params);

describe("Manage Match Groups' season selector", () => {
  it('defaults to the first season, and lists All seasons after the seasons', async () => {
    const getList = renderGroups();
    const selector = await screen.findByRole('combobox', { name: 'Season' });
    expect(selector.textContent).toBe('Premier League 2030');
    await waitFor(() =>
      expect(groupQueries(getList)[0]).toMatchObject({ filter: { seasonId: 3 } }),
    );
    fireEvent.mouseDown(selector);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Premier League 2030',
      'Championship 2030',
      'All seasons',
    ]);
    fireEvent.click(options[2]);
    // Applied after react-admin's filter debounce.
    await waitFor(
      () => expect(groupQueries(getList).at(-1)?.filter).not.toHaveProperty('seasonId'),
      { timeout: 3000 },
    );
    expect(screen.getByRole('combobox', { name: 'Season' }).textContent).toBe('All seasons');
  });
});
