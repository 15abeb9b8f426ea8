import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import { makeLeague, makeMember, makeStandings } from '../testData';
import { StandingsTable } from './StandingsTable';

const me = makeUser({ id: 11, teamName: 'Team 11' });

const renderStandings = (signedIn: boolean) => {
  mockApi({ 'GET /api/auth/me': { body: { user: me } } });
  return renderApp('/', {
    ...(signedIn ? { user: me } : {}),
    routes: [
      {
        path: '/',
        element: (
          <StandingsTable
            league={makeLeague()}
            page={makeStandings({ currentUser: makeMember(1, 11) })}
            userId={signedIn ? 11 : undefined}
            onRemove={null}
          />
        ),
      },
    ],
  });
};

describe('league standings rows: Compare with me', () => {
  it("links each other member's row to the head to head, not the caller's own", async () => {
    renderStandings(true);
    const table = await screen.findByRole('table', { name: 'Office League standings' });
    expect(within(table).getByRole('link', { name: 'Compare Team 12 with me' })).toHaveAttribute(
      'href',
      '/compare/12',
    );
    expect(within(table).queryByRole('link', { name: 'Compare Team 11 with me' })).toBeNull();
  });

  it('is not shown to guests', async () => {
    renderStandings(false);
    const table = await screen.findByRole('table', { name: 'Office League standings' });
    expect(within(table).queryByRole('link', { name: /^Compare/ })).toBeNull();
  });
});
