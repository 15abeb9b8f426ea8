import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  type DataProvider,
} from 'react-admin';
import { i18nProvider } from '../../i18n';
import { SeasonList } from './SeasonList';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

const season = {
  id: 1,
  name: '2025/26',
  description: null,
  startDate: '2025-08-01',
  endDate: '2026-05-31',
  isActive: true,
  order: 0,
  gameType: 'standard',
  competitionId: 2,
  competition: { id: 2, name: 'Premier League', country: 'ENG', tier: 1 },
};

function renderList(competitions: number, seasons: unknown[] = []) {
  const dataProvider = {
    getList: async (resource: string) =>
      resource === 'competitions'
        ? {
            data: Array.from({ length: competitions }, (_, i) => ({ id: i + 1, name: `C${i}` })),
            total: competitions,
          }
        : { data: seasons, total: seasons.length },
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <LayoutFrame>
          <ResourceDefinitionContextProvider
            definitions={{
              seasons: { name: 'seasons', hasList: true, hasCreate: true, hasEdit: true },
              competitions: { name: 'competitions', hasList: true },
            }}
          >
            <ResourceContextProvider value="seasons">
              <SeasonList />
            </ResourceContextProvider>
          </ResourceDefinitionContextProvider>
        </LayoutFrame>
      </AdminContext>
    </MemoryRouter>,
  );
}

const createLink = () => screen.getByRole('link', { name: 'Create' });

describe('SeasonList', () => {
  it('shows the empty state and disables Create, with a link to competitions, when none exists', async () => {
    renderList(0);
    expect(await screen.findByText('No seasons found. Create your first season!')).toBeTruthy();
    await waitFor(() => expect(createLink().getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('link', { name: 'Go to competitions' }).getAttribute('href')).toBe(
      '/competitions',
    );
  });

  it('enables Create once a competition exists', async () => {
    renderList(1);
    expect(await screen.findByText('No seasons found. Create your first season!')).toBeTruthy();
    await waitFor(() => expect(createLink().getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Go to competitions' })).toBeNull();
  });

  it('lists a season with its competition name and Active status', async () => {
    renderList(1, [season]);
    const row = (await screen.findByText('2025/26')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Premier League')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });
});
