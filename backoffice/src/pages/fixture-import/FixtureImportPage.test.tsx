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
  row: line - 1,
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

  it('refuses a file over the size limit (a 10 MB one) in the browser, without a dry run', async () => {
    const { container, dataProvider } = renderPage({});
    const big = 'date,time,home,away,matchWeek\n' + '2030-08-16,15:00,ARS,CHE,1\n'.repeat(400_000);
    await upload(container, big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file cannot be read: A fixture file is limited to 200,000 characters',
    );
    expect(dataProvider.previewFixtures).not.toHaveBeenCalled();
  });

  it("shows each row's number and every reason the dry run gives, a quoted line break kept in its cell", async () => {
    const file =
      'date,time,home,away,matchWeek\n2026-13-40,25:00,"Arsenal\nFC",CHE,1.5\n\n2030-08-16,15:00,EVE,FUL\n';
    const { container, dataProvider } = renderPage({
      previewFixtures: async () => ({
        rows: [
          row(2, {
            date: '2026-13-40',
            time: '25:00',
            home: 'Arsenal\nFC',
            homeTeam: null,
            matchWeek: '1.5',
            matchDate: null,
            outcome: 'error',
            problems: [
              'Invalid date "2026-13-40" (expected a real date as YYYY-MM-DD)',
              'Invalid time "25:00" (expected HH:MM, UTC)',
              'Unknown team "Arsenal↵FC"',
              'Invalid match week "1.5" (a whole number from 1 to 1000)',
            ],
          }),
          {
            ...row(5, {
              matchWeek: '',
              outcome: 'error',
              problems: [
                'This row has 4 cells; the header names 5 columns (date, time, home, away, matchWeek)',
              ],
            }),
            row: 2,
          },
        ],
        valid: 0,
        invalid: 2,
      }),
    });
    await upload(container, file);
    const table = await screen.findByRole('table', { name: 'Preview' });
    // The file goes as it is: the dry run's rows and lines are the file's own.
    expect(dataProvider.previewFixtures).toHaveBeenCalledWith(7, file);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (tr: HTMLElement) => within(tr).getAllByRole('cell');
    expect(cells(first)[0].textContent).toBe('1');
    for (const reason of [
      'Invalid date "2026-13-40" (expected a real date as YYYY-MM-DD)',
      'Invalid time "25:00" (expected HH:MM, UTC)',
      'Unknown team "Arsenal↵FC"',
      'Invalid match week "1.5" (a whole number from 1 to 1000)',
    ])
      expect(within(cells(first)[1]).getByText(reason)).toBeTruthy();
    expect(cells(first)[2].textContent).toBe('2026-13-40 25:00');
    expect(cells(first)[3].textContent).toBe('Arsenal\nFC');
    expect(cells(second)[0].textContent).toBe('2');
    expect(cells(second)[1].textContent).toContain('This row has 4 cells');
    expect(screen.getByText('2 with errors')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('dry-runs the file; a row with an error explains it and blocks Import', async () => {
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
    await upload(
      container,
      '\uFEFFHome Team,Away Team,Date,Time,Week\nARS,CHE,2030-08-16,15:00,1\nARS,Nowhere,2030-08-16,15:00,1\n',
    );
    const table = await screen.findByRole('table', { name: 'Preview' });
    expect(dataProvider.previewFixtures).toHaveBeenCalledWith(
      7,
      'Home Team,Away Team,Date,Time,Week\nARS,CHE,2030-08-16,15:00,1\nARS,Nowhere,2030-08-16,15:00,1\n',
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
      'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS,CHE,1\n',
    );
    expect(screen.queryByRole('table', { name: 'Preview' })).toBeNull();
  });
});
