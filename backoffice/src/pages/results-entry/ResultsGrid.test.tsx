import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { ResultsGrid } from './ResultsGrid';
import { statusOptions, type ResultRow } from './rows';

afterEach(cleanup);

const DAY = 24 * 3600 * 1000;

function row(id: number, matchDate: Date): ResultRow {
  return {
    id,
    home: `Home ${id}`,
    away: `Away ${id}`,
    matchDate: matchDate.toISOString(),
    saved: { status: 'scheduled', homeGoals: null, awayGoals: null },
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    beforeKickOff: false,
  };
}

describe('ResultsGrid', () => {
  it('offers "Record a result before kick-off" only on rows not kicked off, and reports the tick', async () => {
    const onRowChange = vi.fn();
    const played = row(1, new Date(Date.now() - DAY));
    const early = row(2, new Date(Date.now() + 14 * DAY));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <div style={{ width: 1400 }}>
          <ResultsGrid
            label="Results of Week 1"
            rows={[played, early]}
            problems={new Map()}
            outcomes={new Map()}
            onRowChange={onRowChange}
          />
        </div>
      </AdminContext>,
    );
    const grid = await screen.findByRole('grid', { name: 'Results of Week 1' });
    const ticks = within(grid).getAllByRole('checkbox', {
      name: 'Record a result before kick-off',
    });
    expect(ticks).toHaveLength(1);
    expect(
      within(grid)
        .getByRole('row', { name: /Home 2/ })
        .contains(ticks[0]),
    ).toBe(true);
    fireEvent.click(ticks[0]);
    expect(onRowChange).toHaveBeenCalledWith({ ...early, beforeKickOff: true });
  });

  it("labels the status column's choices: the spec's four and postponed", () => {
    const labels = statusOptions('scheduled').map((value) =>
      i18nProvider.translate(`resources.matches.statuses.${value}`),
    );
    expect(labels).toEqual(['Scheduled', 'In progress', 'Finished', 'Cancelled', 'Postponed']);
  });
});
