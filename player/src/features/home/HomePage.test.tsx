import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const activeSeason = {
  id: 3,
  name: 'League One 2025/26',
  description: null,
  countryCode: 'EN',
  isActive: true,
  order: 3,
  startDate: null,
  endDate: null,
  gameType: 'league',
  competition: { id: 3, name: 'League One', tier: 3, logoUrl: null },
};

describe('home page', () => {
  it('invites guests to join or sign in and lists the active competitions', async () => {
    mockApi({ 'GET /api/seasons?active=true': { body: [activeSeason] } });
    renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(await main.findByRole('heading', { name: 'Active Competitions' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /League One 2025\/26/ })).toHaveAttribute(
      'href',
      '/seasons/3',
    );
  });

  it('welcomes a signed-in user by team name', async () => {
    const user = makeUser({ teamName: 'Gulls United' });
    mockApi({
      'GET /api/auth/me': { body: { user } },
      'GET /api/seasons?active=true': { body: [] },
    });
    renderApp('/', { user });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Gulls United!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
  });

  it('hides the active competitions when loading them fails', async () => {
    const fetchMock = mockApi({ 'GET /api/seasons?active=true': { status: 500 } });
    renderApp('/');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/seasons?active=true', expect.anything()),
    );
    expect(screen.queryByRole('heading', { name: 'Active Competitions' })).not.toBeInTheDocument();
  });
});
