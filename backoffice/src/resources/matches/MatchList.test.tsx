import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMatch } from '@predictor/contracts/types';
import { renderScreen } from '../../test/screens';
import { todayUtc } from '../../lib/utcDateTime';
import { MatchList } from './MatchList';

type ListCall = { filter: Record<string, unknown>; meta?: { highlight?: number } };

/** A browser `width` px wide, as MUI's useMediaQuery asks it (min- and max-width queries). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

const aMatch = (id: number): AdminMatch =>
  ({
    id,
    seasonId: 7,
    matchGroupId: 2,
    homeTeamId: 3,
    awayTeamId: 4,
    season: { id: 7, name: 'Premier 2030' },
    matchGroup: { id: 2, name: 'Week 2', matchWeek: 2, season: { id: 7, name: 'Premier 2030' } },
    homeTeam: { id: 3, name: `Home ${id}`, logoUrl: null },
    awayTeam: { id: 4, name: `Away ${id}`, logoUrl: null },
    matchDate: '2030-06-10T15:00:00.000Z',
    predictionsClose: '2030-06-10T14:00:00.000Z',
    venue: null,
    matchWeek: 2,
    status: 'scheduled',
    homeGoals: null,
    awayGoals: null,
    createdAt: '2030-01-01T00:00:00.000Z',
  }) as unknown as AdminMatch;

const seasons = [{ id: 7, name: 'Premier 2030', order: 1, startDate: '2030-01-01' }];

function renderList(
  url = '/matches',
  matches = async (_params: ListCall) => ({ data: [aMatch(1)], total: 1 }),
) {
  const getList = vi.fn(async (resource: string, params: ListCall) =>
    resource === 'seasons' ? { data: seasons, total: 1 } : matches(params),
  );
  // renderScreen: react-admin's contexts with the app's messages, inside the Layout's frame.
  renderScreen('matches', url, { '/matches': <MatchList /> }, { getList });
  const matchCalls = () => getList.mock.calls.filter(([resource]) => resource === 'matches');
  return { getList, matchCalls };
}

// A whole list with its sidebar renders slowly on a shared machine.
const SLOW = { timeout: 5000 };

beforeEach(() => viewport(1280));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MatchList (issue 29 item 5: match day in two clicks)', () => {
  it('opens on the current match week, today first, 50 a page', async () => {
    const { matchCalls } = renderList();
    expect(await screen.findByText('Home 1', {}, SLOW)).toBeTruthy();
    expect(matchCalls()[0][1]).toMatchObject({
      filter: { currentWeek: true },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'todayFirst', order: 'ASC' },
    });
  });

  it('offers the saved queries Today, Awaiting result and This week in the filter sidebar', async () => {
    const { matchCalls } = renderList();
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' }, SLOW);
    const lastFilter = () => matchCalls().at(-1)![1].filter;
    fireEvent.click(within(sidebar).getByText('Awaiting result'));
    await waitFor(() => expect(lastFilter()).toEqual({ awaitingResult: true }), SLOW);
    fireEvent.click(within(sidebar).getByText('Today'));
    await waitFor(() => expect(lastFilter()).toEqual({ date: todayUtc() }), SLOW);
    fireEvent.click(within(sidebar).getByText('This week'));
    await waitFor(() => expect(lastFilter()).toEqual({ currentWeek: true }), SLOW);
    // Chosen again, or by its remove button, a saved query is taken off.
    fireEvent.click(within(sidebar).getByText('This week'));
    await waitFor(() => expect(lastFilter()).toEqual({}), SLOW);
    fireEvent.click(within(sidebar).getByText('Today'));
    await waitFor(() => expect(lastFilter()).toEqual({ date: todayUtc() }), SLOW);
    fireEvent.click(within(sidebar).getByRole('button', { name: "Remove filter 'Today'" }));
    await waitFor(() => expect(lastFilter()).toEqual({}), SLOW);
  });

  it('filters by season, status and team from the sidebar', async () => {
    const { matchCalls } = renderList();
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' }, SLOW);
    const lastFilter = () => matchCalls().at(-1)![1].filter;
    fireEvent.click(within(sidebar).getByText('Premier 2030'));
    await waitFor(() => expect(lastFilter()).toEqual({ currentWeek: true, seasonId: 7 }), SLOW);
    fireEvent.click(within(sidebar).getByText('Finished'));
    await waitFor(
      () => expect(lastFilter()).toEqual({ currentWeek: true, seasonId: 7, status: 'finished' }),
      SLOW,
    );
    // Each chosen item has a named remove button (react-admin's own has no name).
    fireEvent.click(within(sidebar).getByRole('button', { name: "Remove filter 'Finished'" }));
    await waitFor(() => expect(lastFilter()).toEqual({ currentWeek: true, seasonId: 7 }), SLOW);
    fireEvent.click(within(sidebar).getByText('Finished'));
    await waitFor(
      () => expect(lastFilter()).toEqual({ currentWeek: true, seasonId: 7, status: 'finished' }),
      SLOW,
    );
    // This week taken off keeps the season and status: the whole season's finished matches.
    fireEvent.click(within(sidebar).getByText('This week'));
    await waitFor(() => expect(lastFilter()).toEqual({ seasonId: 7, status: 'finished' }), SLOW);
    fireEvent.change(within(sidebar).getByRole('textbox', { name: 'Search teams' }), {
      target: { value: 'Hawks' },
    });
    await waitFor(() => expect(lastFilter()).toMatchObject({ q: 'Hawks' }), SLOW);
  });

  it("keeps Show Today's Matches: season and status cleared, today's date set", async () => {
    const { matchCalls } = renderList(
      `/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: 7, status: 'finished' }))}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: "Show Today's Matches" }, SLOW));
    await waitFor(() => expect(matchCalls().at(-1)![1].filter).toEqual({ date: todayUtc() }), SLOW);
  });

  it('opens a highlight link on the page holding its match with one list request', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const page3 = [aMatch(101), aMatch(102)];
    const { matchCalls } = renderList('/matches?highlight=102', async (params) =>
      params.meta?.highlight === 102
        ? { data: page3, total: 102, meta: { page: 3, filter: { seasonId: 7 } } }
        : { data: [aMatch(1)], total: 1 },
    );
    expect(await screen.findByText('Home 102', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Highlighted')).toBeTruthy();
    expect(screen.getByText('101-102 of 102')).toBeTruthy();
    // Its row is scrolled into view.
    const row = screen.getByText('Home 102').closest('tr');
    expect(scrollIntoView.mock.contexts).toContain(row);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(matchCalls()).toHaveLength(1);
    expect(matchCalls()[0][1]).toMatchObject({ meta: { highlight: 102 } });
  });

  it('below 900 px has no sidebar: season, status, date and a This week switch above the list', async () => {
    viewport(390);
    renderList();
    expect(await screen.findByText(/Home 1/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Season' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'This week' })).toHaveProperty('checked', true);
  });
});
