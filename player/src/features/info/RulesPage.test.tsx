import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';

describe('rules page', () => {
  it('states how long a large leaderboard may take to show a result', async () => {
    mockApi({});
    renderApp('/rules');
    expect(
      await screen.findByText(
        'Tables update as soon as a result is entered. On a leaderboard of 10,000 players or more, the new standings can take up to 30 seconds to appear.',
      ),
    ).toBeInTheDocument();
  });

  it('explains live points: LIVE, as it stands, provisional until the final result', async () => {
    mockApi({});
    renderApp('/rules');
    expect(await screen.findByRole('heading', { name: 'Live points' })).toBeInTheDocument();
    expect(
      screen.getByText(/Live points are provisional: they never enter the stored tables/),
    ).toBeInTheDocument();
  });
});
