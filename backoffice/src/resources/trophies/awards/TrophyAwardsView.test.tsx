import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../i18n';
import { TrophyAwardsView } from './TrophyAwardsView';
import { LayoutFrame } from '../../../test/screens';

afterEach(cleanup);

const trophy = {
  id: 3,
  name: 'Golden Boot',
  description: 'Top',
  trophyType: 'custom',
  imageUrl: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  _count: { awards: 21 },
};
const award = (id: number) => ({
  id,
  trophy: { id: 3, name: 'Golden Boot', trophyType: 'custom', imageUrl: null },
  user: { id: 100 + id, teamName: `Rovers ${id}` },
  reason: id === 1 ? null : 'Great month',
  awardedAt: '2026-02-01T10:00:00.000Z',
});

function renderView(getTrophyAwards: (p: { page: number; trophyId?: number | null }) => unknown) {
  const dataProvider = {
    getTrophyAwards: vi.fn(getTrophyAwards),
    getList: async () => ({ data: [trophy], total: 1 }),
    getOne: async () => ({ data: trophy }),
  };
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
      >
        <LayoutFrame>
          <TrophyAwardsView />
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('TrophyAwardsView', () => {
  it('lists awards with player links, pages with "Page X of Y" and filters by trophy', async () => {
    const dp = renderView(async ({ page }) => ({
      awards: page === 1 ? Array.from({ length: 20 }, (_, i) => award(i + 1)) : [award(21)],
      pagination: { page, limit: 20, total: 21, pages: 2 },
    }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('link', { name: 'Rovers 2' }).getAttribute('href')).toBe('/users/102');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(dp.getTrophyAwards).toHaveBeenLastCalledWith({ page: 2, trophyId: null });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Trophy' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Golden Boot' }));
    await vi.waitFor(() =>
      expect(dp.getTrophyAwards).toHaveBeenLastCalledWith({ page: 1, trophyId: 3 }),
    );
    expect(await screen.findByRole('heading', { name: 'Golden Boot', level: 3 })).toBeTruthy();
  });

  it("says 'Failed to load trophy awards' and retries", async () => {
    let fail = true;
    renderView(async () => {
      if (fail) throw new Error('down');
      return { awards: [], pagination: { page: 1, limit: 20, total: 0, pages: 1 } };
    });
    expect(await screen.findByText('Failed to load trophy awards')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No trophies have been awarded yet.')).toBeTruthy();
  });
});
