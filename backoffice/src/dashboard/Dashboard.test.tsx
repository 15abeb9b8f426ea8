import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceDefinitionContextProvider, type DataProvider } from 'react-admin';
import type { DashboardTotals } from '@predictor/contracts';
import { i18nProvider } from '../i18n';
import { Dashboard } from './Dashboard';

afterEach(cleanup);

function renderDashboard(getDashboard: () => Promise<DashboardTotals>) {
  const dataProvider = { getDashboard } as unknown as DataProvider;
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceDefinitionContextProvider
          definitions={{ competitions: { name: 'competitions', hasList: true } }}
        >
          <Dashboard />
        </ResourceDefinitionContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('Dashboard', () => {
  it('shows the three totals', async () => {
    renderDashboard(async () => ({ totalUsers: 11, totalPredictions: 222, totalMatches: 33 }));
    expect(await within(screen.getByLabelText('Users')).findByText('11')).toBeTruthy();
    expect(within(screen.getByLabelText('Predictions')).getByText('222')).toBeTruthy();
    expect(within(screen.getByLabelText('Matches')).getByText('33')).toBeTruthy();
  });

  it('shows a loading state until the totals arrive', () => {
    renderDashboard(() => new Promise(() => {}));
    expect(screen.getByLabelText('Loading Users')).toBeTruthy();
  });

  it('shows the error banner when the totals fail to load', async () => {
    renderDashboard(async () => {
      throw { status: 500, body: { message: 'Something went wrong. Please try again.' } };
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load dashboard data');
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
  });

  it('greys out Reports without a link', () => {
    renderDashboard(() => new Promise(() => {}));
    const reports = screen.getByLabelText('Reports');
    expect(reports.getAttribute('aria-disabled')).toBe('true');
    expect(within(reports).queryByRole('link')).toBeNull();
  });

  it('links registered areas, lists the others as plain text, and links back to the player site', () => {
    renderDashboard(() => new Promise(() => {}));
    expect(screen.getByRole('link', { name: 'Competitions' }).getAttribute('href')).toBe(
      '/competitions',
    );
    expect(screen.queryByRole('link', { name: /Newsletter/ })).toBeNull();
    expect(screen.getByText(/Newsletter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the player site' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
