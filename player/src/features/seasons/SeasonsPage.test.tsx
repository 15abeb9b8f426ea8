import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import type { Season } from './api';

function makeSeason(overrides: Partial<Season> = {}): Season {
  return {
    id: 7,
    name: 'Premier League 2025/26',
    description: 'The top flight.',
    countryCode: 'EN',
    isActive: true,
    order: 1,
    startDate: '2025-08-15T00:00:00.000Z',
    endDate: '2026-05-24T00:00:00.000Z',
    gameType: 'league',
    competition: { id: 1, name: 'Premier League', tier: 1, logoUrl: null },
    ...overrides,
  };
}

describe('seasons page', () => {
  it('lists a card per season in display order, each linking to its fixtures', async () => {
    mockApi({
      'GET /api/seasons': {
        body: [makeSeason({ id: 9, name: 'Championship 2025/26', order: 2 }), makeSeason()],
      },
    });
    renderApp('/seasons');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Competitions & Fixtures' }),
    ).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Premier League 2025/26',
      'Championship 2025/26',
    ]);
    expect(screen.getByRole('link', { name: /Premier League 2025\/26/ })).toHaveAttribute(
      'href',
      '/seasons/7',
    );
    expect(screen.getByRole('link', { name: /Championship 2025\/26/ })).toHaveAttribute(
      'href',
      '/seasons/9',
    );
  });

  it('says when there are no seasons', async () => {
    mockApi({ 'GET /api/seasons': { body: [] } });
    renderApp('/seasons');
    expect(await screen.findByText('No seasons available at the moment.')).toBeInTheDocument();
  });

  it('shows the load failure and retries', async () => {
    const fetchMock = mockApi({ 'GET /api/seasons': { status: 500 } });
    renderApp('/seasons');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load seasons');
    mockApi({ 'GET /api/seasons': { body: [makeSeason()] } });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('link', { name: /Premier League 2025\/26/ }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
