import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { HIDDEN_PICK, SHARED_PAGE } from './components/SharedMatches';
import { HIDDEN, makeComparison, OLD, pick, sharedMatch } from './testData';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const COMPARE = 'GET /api/users/7/compare';

function stub(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: me } },
    [COMPARE]: { body: makeComparison() },
    ...extra,
  });
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('head to head (/compare/{userId})', () => {
  it('sends a guest to sign in first, and back here after', async () => {
    stub();
    const { router } = renderApp('/compare/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/compare/7')}`);
  });

  it('shows both players, the season totals and who leads', async () => {
    stub();
    renderApp('/compare/7', { user: me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Head to head: You v Blue Army' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Head to head: You v Blue Army');
    const players = section('Players');
    expect(within(players).getByRole('img', { name: 'Red Rovers kit' })).toBeInTheDocument();
    expect(within(players).getByRole('img', { name: 'Blue Army kit' })).toBeInTheDocument();
    expect(within(players).getByRole('link', { name: 'Blue Army' })).toHaveAttribute(
      'href',
      '/users/7',
    );
    const totals = section('Season totals');
    expect(within(totals).getByText('You lead by 1 pt')).toBeInTheDocument();
    const table = within(totals).getByRole('table', { name: 'Season totals' });
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name })
        .closest('tr')!
        .textContent?.replace(/\s+/g, ' ');
    expect(row('Points')).toBe('9 (ahead)Points8');
    expect(row('Correct results')).toBe('3Correct results3');
    expect(row('Exact scores')).toBe('2 (ahead)Exact scores1');
    expect(row('Bankers right')).toBe('1 of 2Bankers right1 of 1');
    expect(row('Banker bonus')).toBe('+2 ptsBanker bonus+3 pts (ahead)');
  });

  it('draws the points per round with the figures in a table for screen readers', async () => {
    stub();
    renderApp('/compare/7', { user: me });
    await screen.findByRole('heading', { level: 1, name: /Blue Army/ });
    const rounds = section('Points per round');
    expect(within(rounds).getByTestId('rounds-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = within(rounds).getByRole('table', { name: 'Points per round, oldest first' });
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Round', 'You', 'Blue Army'],
      ['Matchweek 1', '7 pts', '7 pts'],
      ['Matchweek 2', '−1 pt', '1 pt'],
    ]);
  });

  it("lists the shared matches newest first, both picks side by side, the other's open pick hidden", async () => {
    stub();
    renderApp('/compare/7', { user: me });
    await screen.findByRole('heading', { level: 1, name: /Blue Army/ });
    const shared = section('Shared matches (3)');
    const items = within(shared).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Home 3 v Away 3',
      'Home 2 v Away 2',
      'Home 1 v Away 1',
    ]);
    // Open: my own pick shows, theirs is hidden.
    expect(within(items[0]).getByText('3–3')).toBeInTheDocument();
    expect(within(items[0]).getByText('★ Banker')).toBeInTheDocument();
    expect(within(items[0]).getByText('Open for predictions')).toBeInTheDocument();
    expect(within(items[0]).getByText(HIDDEN_PICK)).toBeInTheDocument();
    // Played: the result, both picks and their points.
    expect(within(items[2]).getAllByText('2–1')).toHaveLength(2); // the result and my pick
    expect(items[2]).toHaveTextContent('You2–1★ BankerExact score6 pts');
    expect(items[2]).toHaveTextContent('Blue Army1–0Correct result1 pt');
    expect(items[1]).toHaveTextContent('You0–2★ BankerIncorrect−1 pt');
  });

  it(`shows ${SHARED_PAGE} shared matches at first, then more on request`, async () => {
    const many = Array.from({ length: SHARED_PAGE + 3 }, (_, i) =>
      sharedMatch(i + 1, 1, [1, 0], pick(1, 0), pick(0, 1)),
    );
    stub({ [COMPARE]: { body: makeComparison({ sharedMatches: many }) } });
    renderApp('/compare/7', { user: me });
    await screen.findByRole('heading', { level: 1, name: /Blue Army/ });
    const shared = section(`Shared matches (${SHARED_PAGE + 3})`);
    expect(within(shared).getAllByRole('listitem')).toHaveLength(SHARED_PAGE);
    await userEvent.click(
      within(shared).getByRole('button', { name: 'Show more matches (3 more)' }),
    );
    expect(within(shared).getAllByRole('listitem')).toHaveLength(SHARED_PAGE + 3);
  });

  it('switches season from the selector, keeping it in the address', async () => {
    const fetchMock = stub({
      [`${COMPARE}?season=${OLD.id}`]: {
        body: makeComparison({
          season: OLD,
          leader: 'them',
          rounds: [],
          sharedMatches: [],
          me: { ...makeComparison().me, totals: { ...makeComparison().me.totals, points: 0 } },
        }),
      },
    });
    const { router } = renderApp('/compare/7', { user: me });
    await screen.findByRole('heading', { level: 1, name: /Blue Army/ });
    await userEvent.click(screen.getByRole('combobox', { name: 'Season' }));
    await userEvent.click(screen.getByRole('option', { name: 'Premier League 2024/25 (ended)' }));
    expect(await screen.findByText('Blue Army leads by 8 pts')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?season=${OLD.id}`);
    expect(
      screen.getByText(
        'No shared matches in this season yet: you have not predicted the same matches.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No round has a result yet in this season.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/users/7/compare?season=${OLD.id}`,
    );
  });

  it('says when there is nothing to compare yet', async () => {
    stub({
      [COMPARE]: {
        body: makeComparison({
          season: null,
          seasons: [],
          leader: 'level',
          rounds: [],
          sharedMatches: [],
        }),
      },
    });
    renderApp('/compare/7', { user: me });
    expect(
      await screen.findByRole('heading', { name: 'Nothing to compare yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Season totals' })).not.toBeInTheDocument();
  });

  it('shows an error with Try Again, which asks again', async () => {
    let calls = 0;
    stub({
      [COMPARE]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Something failed on the server', code: 'INTERNAL' } }
          : {
              body: makeComparison({
                sharedMatches: [sharedMatch(9, 4, null, pick(1, 1), HIDDEN)],
              }),
            };
      },
    });
    renderApp('/compare/7', { user: me });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something failed on the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Blue Army/ })).toBeInTheDocument();
    expect(screen.getByText(HIDDEN_PICK)).toBeInTheDocument();
  });

  it("shows 'User not found' for an unknown player", async () => {
    stub({ [COMPARE]: { status: 404, body: { message: 'User not found', code: 'NOT_FOUND' } } });
    renderApp('/compare/7', { user: me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User not found' }),
    ).toBeInTheDocument();
  });

  it('explains that a player cannot compare with themself', async () => {
    const message = 'Choose another player to compare with';
    stub({
      'GET /api/users/1/compare': {
        status: 400,
        body: { message, code: 'VALIDATION', errors: { id: message } },
      },
    });
    renderApp('/compare/1', { user: me });
    expect(await screen.findByText("That's you!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View leaderboards' })).toHaveAttribute(
      'href',
      '/leaderboards',
    );
  });
});
