import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import type { WeekPoints } from './rules';
import { makePrediction, scored } from './testData';

// The chart itself (MUI X Charts, lazy) is stubbed: jsdom cannot lay out SVG; its data is what we test.
vi.mock('./components/PointsChart', () => ({
  default: ({ data }: { data: WeekPoints[] }) => (
    <ul aria-label="Chart bars">
      {data.map((d) => (
        <li key={d.key}>{`${d.label}: ${d.points}`}</li>
      ))}
    </ul>
  ),
}));

const NOW = new Date('2025-10-15T12:00:00.000Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();
const PL = { id: 7, name: 'Premier League 2025/26' };
const CH = { id: 9, name: 'Championship 2025/26' };
const group = (id: number, matchWeek: number) => ({
  matchGroup: { id, name: `Matchweek ${matchWeek}`, matchWeek },
});
const team = (id: number, name: string) => ({
  id,
  name,
  shortName: null,
  code: null,
  logoUrl: null,
});

const predictions = [
  // PL week 8: one match yesterday (exact banker, 6 pts), one still open: Current Week.
  scored('exact', {
    id: 1,
    season: PL,
    ...group(78, 8),
    isBanker: true,
    match: { matchDate: hours(-24), predictionsClose: hours(-25) },
  }),
  makePrediction({
    id: 2,
    season: PL,
    ...group(78, 8),
    homeGoals: 0,
    awayGoals: 0,
    match: {
      matchDate: hours(3),
      predictionsClose: hours(2),
      homeTeam: team(3, 'Everton'),
      awayTeam: team(4, 'Fulham'),
    },
  }),
  // PL week 7, 11 days ago: Recent. A correct result (1) and a wrong banker (-1).
  // Entered by an admin after the deadline (a late prediction).
  scored('correct', {
    id: 3,
    season: PL,
    ...group(77, 7),
    enteredByAdmin: true,
    match: { matchDate: hours(-264) },
  }),
  scored('incorrect', {
    id: 4,
    season: PL,
    ...group(77, 7),
    isBanker: true,
    match: { matchDate: hours(-263) },
  }),
  // Championship week 1, two months ago, played but not scored yet: Completed.
  makePrediction({
    id: 5,
    season: CH,
    ...group(91, 1),
    match: { matchDate: '2025-08-09T14:00:00.000Z', predictionsClose: '2025-08-09T13:00:00.000Z' },
  }),
];

const seasons = [
  { ...PL, order: 1 },
  { ...CH, order: 2 },
].map((s) => ({
  ...s,
  description: null,
  countryCode: 'EN',
  isActive: true,
  startDate: '2025-08-01',
  endDate: '2026-05-31',
  gameType: 'league',
  competition: { id: s.id, name: s.name, tier: 1, logoUrl: null },
}));

function stub(list = predictions, reply?: { status: number; body?: unknown }) {
  return mockApi({
    'GET /api/auth/me': { body: { user: makeUser() } },
    'GET /api/seasons': { body: seasons },
    'GET /api/predictions': reply ?? { body: list },
  });
}

const groupButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('My Predictions page', () => {
  it('groups predictions by season then match group, with badges, the current week open', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    expect(await screen.findByRole('heading', { level: 2, name: PL.name })).toBeInTheDocument();
    const seasonHeadings = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t === PL.name || t === CH.name);
    expect(seasonHeadings).toEqual([PL.name, CH.name]);

    expect(groupButton('Matchweek 8')).toHaveTextContent('Current Week');
    expect(groupButton('Matchweek 7')).toHaveTextContent('Recent');
    expect(groupButton('Matchweek 1')).toHaveTextContent('Completed');
    expect(groupButton('Matchweek 8')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Matchweek 7')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Matchweek 1')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(groupButton('Matchweek 7'));
    expect(groupButton('Matchweek 7')).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Correct result +1')).toBeInTheDocument();
  });

  it('shows teams, your score, the result, status, banker, points breakdown and the match link', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    await screen.findByRole('heading', { level: 2, name: PL.name });
    const week = screen.getByRole('region', { name: /^Matchweek 8/ });
    const items = within(week).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [banker, open] = items;
    expect(within(banker).getByText('Arsenal')).toBeInTheDocument();
    expect(within(banker).getByText('Chelsea')).toBeInTheDocument();
    expect(within(banker).getByText('2 – 1')).toBeInTheDocument();
    expect(within(banker).getByText('Result 2 – 1')).toBeInTheDocument();
    expect(within(banker).getByText('Scored')).toBeInTheDocument();
    expect(within(banker).getByText('Banker')).toBeInTheDocument();
    expect(within(banker).getByText('6 pts')).toBeInTheDocument();
    expect(within(banker).getByText('Exact score +3 · Banker +3')).toBeInTheDocument();
    expect(within(banker).getByRole('link', { name: 'View Arsenal vs Chelsea' })).toHaveAttribute(
      'href',
      '/predictions/101',
    );
    expect(within(open).getByText('Everton')).toBeInTheDocument();
    expect(within(open).getByText('0 – 0')).toBeInTheDocument();
    expect(within(open).getByText('Upcoming')).toBeInTheDocument();
    expect(within(open).getByText('No result yet')).toBeInTheDocument();
    expect(within(open).queryByText(/pts?$/)).not.toBeInTheDocument();
  });

  it('explains the banker in a tooltip worded as on the original page', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    const chip = (await screen.findByText('Banker')).closest('[tabindex="0"]') as HTMLElement;
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Banker: double points if correct, costs 1 point if wrong',
    );
  });

  it('marks only the prediction an admin entered after the deadline', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    await screen.findByRole('heading', { level: 2, name: PL.name });
    expect(screen.queryByText('Entered by an admin')).not.toBeInTheDocument();
    await userEvent.click(groupButton('Matchweek 7'));
    const week = screen.getByRole('region', { name: /^Matchweek 7/ });
    const [late, own] = within(week).getAllByRole('listitem');
    expect(within(late).getByText('Entered by an admin')).toBeInTheDocument();
    expect(within(own).queryByText('Entered by an admin')).not.toBeInTheDocument();
  });

  it('opens the first group when no week is current', async () => {
    stub(predictions.filter((p) => p.matchGroup?.id !== 78));
    renderApp('/my-predictions', { user: makeUser() });
    await screen.findByRole('heading', { level: 2, name: PL.name });
    expect(groupButton('Matchweek 7')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Matchweek 1')).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by season, status and result, and says when nothing matches', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    await screen.findByRole('heading', { level: 2, name: PL.name });

    await choose('Status', 'Played');
    expect(screen.queryByRole('heading', { level: 2, name: PL.name })).not.toBeInTheDocument();
    expect(groupButton('Matchweek 1')).toHaveAttribute('aria-expanded', 'true');

    await choose('Status', 'In Play');
    expect(screen.getByText('No predictions found for the selected filters.')).toBeInTheDocument();

    await choose('Status', 'All statuses');
    await choose('Result', 'Incorrect');
    expect(screen.queryByRole('button', { name: /^Matchweek 8/ })).not.toBeInTheDocument();
    expect(groupButton('Matchweek 7')).toHaveTextContent('1 prediction');

    await choose('Result', 'All results');
    await choose('Season', CH.name);
    expect(screen.queryByRole('heading', { level: 2, name: PL.name })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: CH.name })).toBeInTheDocument();
  });

  it('shows banker stats and points per match week for the selected season', async () => {
    stub();
    renderApp('/my-predictions', { user: makeUser() });
    const stats = await screen.findByRole('region', { name: 'Banker stats' });
    expect(within(stats).getByText('Bankers played').nextSibling).toHaveTextContent('2');
    expect(within(stats).getByText('Hit rate').nextSibling).toHaveTextContent('50%');
    expect(within(stats).getByText('Net points').nextSibling).toHaveTextContent('+2');

    const bars = await screen.findByRole('list', { name: 'Chart bars' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['MW 7: 0', 'MW 8: 6']);
    expect(screen.getByText(`${PL.name}: 6 pts over 2 match weeks`)).toBeInTheDocument();

    await choose('Season', CH.name);
    expect(screen.getByText('No scored predictions yet.')).toBeInTheDocument();
    expect(within(stats).getByText('Bankers played').nextSibling).toHaveTextContent('0');
    expect(within(stats).getByText('Hit rate').nextSibling).toHaveTextContent('—');
  });

  it('shows the server message on failure, else the spec fallback, and retries', async () => {
    stub(predictions, { status: 500, body: { message: 'Database unavailable' } });
    const first = renderApp('/my-predictions', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    first.unmount();

    stub(predictions, { status: 500, body: {} });
    renderApp('/my-predictions', { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load predictions');
    stub();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: PL.name })).toBeInTheDocument();
  });

  it('sends guests to sign in', async () => {
    stub();
    const { router } = renderApp('/my-predictions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
