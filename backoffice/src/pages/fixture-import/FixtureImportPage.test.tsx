import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import type { FixtureReport } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { FixtureImportPage } from './FixtureImportPage';

afterEach(cleanup);

const SEASON = { id: 7, name: 'Premier League 2030/31', order: 0, startDate: '2030-08-01' };

type Row = FixtureReport['rows'][number];
const row = (line: number, fields: Partial<Row>): Row => ({
  line,
  date: '2030-08-16',
  time: '15:00',
  home: 'Arsenal',
  away: 'Chelsea',
  matchWeek: '1',
  homeTeam: { id: 1, name: 'Arsenal' },
  awayTeam: { id: 2, name: 'Chelsea' },
  matchDate: '2030-08-16T15:00:00.000Z',
  outcome: 'new',
  changes: [],
  problems: [],
  ...fields,
});

function renderPage(calls: {
  previewFixtures?: (seasonId: number, csv: string) => Promise<FixtureReport>;
  importFixtures?: (seasonId: number, csv: string) => Promise<unknown>;
}) {
  const dataProvider = {
    getList: async () => ({ data: [SEASON], total: 1 }),
    previewFixtures: vi.fn(calls.previewFixtures),
    importFixtures: vi.fn(calls.importFixtures),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <FixtureImportPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, dataProvider };
}

async function upload(container: HTMLElement, text: string) {
  await screen.findByRole('heading', { name: 'Import Fixtures' });
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File([text], 'fixtures.csv', { type: 'text/csv' }));
}

describe('Fixture import page', () => {
  it('refuses a file with an unknown column in the browser, without a dry run', async () => {
    const { container, dataProvider } = renderPage({});
    await upload(container, 'date,time,home,away,venue\n2030-08-16,15:00,ARS,CHE,Home\n');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file cannot be read: Unknown column "venue"',
    );
    expect(dataProvider.previewFixtures).not.toHaveBeenCalled();
  });

  it('dry-runs the file in the API column order; a row with an error explains it and blocks Import', async () => {
    const { container, dataProvider } = renderPage({
      previewFixtures: async () => ({
        rows: [
          row(2, {}),
          row(3, {
            away: 'Nowhere',
            awayTeam: null,
            outcome: 'error',
            problems: ['Unknown team "Nowhere"'],
          }),
        ],
        valid: 1,
        invalid: 1,
      }),
    });
    await upload(container, 'Home Team,Away Team,Date,Time,Week\nARS,CHE,2030-08-16,15:00,1\n');
    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(dataProvider.previewFixtures).toHaveBeenCalledWith(
      7,
      'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS,CHE,1',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('New');
    expect(rows[2].textContent).toContain('Error');
    expect(rows[2].textContent).toContain('Unknown team "Nowhere"');
    expect(screen.getByText('1 with errors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('imports when no row has an error and says how many fixtures were created and changed', async () => {
    const { container, dataProvider } = renderPage({
      previewFixtures: async () => ({
        rows: [
          row(2, {}),
          row(3, { outcome: 'changed', changes: ['Match week 1 → 2'] }),
          row(4, { outcome: 'unchanged' }),
        ],
        valid: 3,
        invalid: 0,
      }),
      importFixtures: async () => ({ created: 1, updated: 1 }),
    });
    await upload(container, 'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS,CHE,1\n');
    await screen.findByText('Match week 1 → 2');
    expect(screen.getByText('1 unchanged')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Imported into Premier League 2030/31: 1 new, 1 changed.'),
    ).toBeTruthy();
    expect(dataProvider.importFixtures).toHaveBeenCalledWith(
      7,
      'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS,CHE,1',
    );
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
  });
});
