import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Team } from '@predictor/contracts/types';
import { renderApp } from '../../test/render';
import { mockApi, sentBody, type Reply } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { countryFlag } from './flags';

const team = (id: number, name: string, extra: Partial<Team> = {}): Team => ({
  id,
  name,
  shortName: null,
  logoUrl: null,
  countryCode: 'EN',
  competition: null,
  ...extra,
});
const premier = { id: 1, name: 'Premier League' };
const scottish = { id: 2, name: 'Scottish Premiership' };
const TEAMS = [
  team(1, 'Arsenal', { logoUrl: '/uploads/arsenal.png', competition: premier }),
  team(2, 'Celtic', { countryCode: 'SC', competition: scottish }),
  team(3, 'Mystery FC', { countryCode: 'XX' }),
  team(4, 'No Code Town', { countryCode: null, competition: premier }),
];

function stub(
  extra: Record<string, Parameters<typeof mockApi>[0][string]> = {},
  user = makeUser(),
) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/teams': { body: TEAMS },
    ...extra,
  });
}

async function openPicker(user = makeUser()) {
  const view = renderApp('/select-favourite-team', { user });
  await screen.findByRole('heading', { level: 1, name: 'Choose Your Favourite Team' });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Save Favourite Team and Continue' });

describe('favourite team picker', () => {
  it('lists the teams and the neutral card; save stays disabled until a choice, with the hint', async () => {
    stub();
    await openPicker();
    const group = screen.getByRole('radiogroup', { name: 'Teams' });
    await within(group).findByRole('radio', { name: 'Arsenal' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: "None, I'm a neutral" })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(
      'Please select a team or choose "None, I\'m a neutral"',
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Celtic' }));
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(/Please select a team/)).not.toBeInTheDocument();
  });

  it("shows a crest when the team has one, else its country's flag (EN by default, a football when unknown)", async () => {
    stub();
    await openPicker();
    const card = async (name: string) =>
      (
        await within(screen.getByRole('radiogroup', { name: 'Teams' })).findByRole('radio', {
          name,
        })
      ).closest('label') as HTMLElement;
    expect((await card('Arsenal')).querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('arsenal.png'),
    );
    expect(await card('Celtic')).toHaveTextContent(countryFlag('SC'));
    expect(await card('Mystery FC')).toHaveTextContent('⚽');
    expect(await card('No Code Town')).toHaveTextContent(countryFlag('EN'));
    expect(countryFlag('EN')).toBe('🏴󠁧󠁢󠁥󠁮󠁧󠁿');
    expect(countryFlag('fr')).toBe('🇫🇷');
  });

  it('the arrow buttons scroll the carousel by 300 pixels', async () => {
    stub();
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      configurable: true,
      value: scrollBy,
    });
    await openPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Next teams' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous teams' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: 'smooth' });
    expect(scrollBy.mock.contexts[0]).toBe(screen.getByRole('radiogroup', { name: 'Teams' }));
    delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
  });

  it("neutral: saves null and, with no stored fan league, goes to /new-user with 'No team selected'", async () => {
    const fetchMock = stub({
      'PUT /api/users/favourite-team': { body: { user: makeUser() } },
    });
    const { router } = await openPicker();
    await userEvent.click(await screen.findByRole('radio', { name: "None, I'm a neutral" }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user'));
    expect(sentBody(fetchMock, 'PUT /api/users/favourite-team')).toEqual({ favouriteTeamId: null });
    expect(router.state.location.state).toEqual({
      message: "Great! You've selected No team selected as your favourite team.",
    });
    expect(
      await screen.findByText("Great! You've selected No team selected as your favourite team."),
    ).toBeInTheDocument();
  });

  it('with a stored fan league: joins it and opens the league with the joined message', async () => {
    window.sessionStorage.setItem('pendingFanLeague', 'gunners-fans');
    const fetchMock = stub({
      'PUT /api/users/favourite-team': {
        body: { user: makeUser({ favouriteTeamId: 1 }) },
      },
      'POST /api/leagues/join-fanleague/gunners-fans': {
        status: 201,
        body: { league: { id: 42 }, membership: {}, joined: true },
      },
    });
    const { router } = await openPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Arsenal' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/42'));
    expect(sentBody(fetchMock, 'PUT /api/users/favourite-team')).toEqual({ favouriteTeamId: 1 });
    expect(router.state.location.state).toEqual({
      message: "Great! You've selected Arsenal as your favourite team and joined the fan league.",
    });
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBeNull();
  });

  it('when the fan-league join fails: /new-user with the plain message, stored name cleared', async () => {
    window.sessionStorage.setItem('pendingFanLeague', 'gunners-fans');
    stub({
      'PUT /api/users/favourite-team': { body: { user: makeUser({ favouriteTeamId: 2 }) } },
      'POST /api/leagues/join-fanleague/gunners-fans': {
        status: 404,
        body: { message: 'Fan league not found' },
      },
    });
    const { router } = await openPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Celtic' }));
    await userEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-user'));
    expect(router.state.location.state).toEqual({
      message: "Great! You've selected Celtic as your favourite team.",
    });
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBeNull();
  });

  it("shows the server's message, else 'Failed to save favourite team', and keeps the choice", async () => {
    stub({
      'PUT /api/users/favourite-team': {
        status: 400,
        body: { message: 'Selected team does not exist' },
      },
    });
    const { router } = await openPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Celtic' }));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Selected team does not exist')).toBeInTheDocument();

    stub({ 'PUT /api/users/favourite-team': { status: 500 } });
    await userEvent.click(saveButton());
    expect(await screen.findByText('Failed to save favourite team')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Celtic' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/select-favourite-team');
  });

  it("says 'Failed to load teams' (the neutral card still works)", async () => {
    stub({ 'GET /api/teams': { status: 500 } });
    await openPicker();
    expect(await screen.findByText('Failed to load teams')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: "None, I'm a neutral" }));
    expect(saveButton()).toBeEnabled();
  });
});

describe('favourite team picker: finding a club', () => {
  const cards = () =>
    within(screen.getByRole('radiogroup', { name: 'Teams' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent?.replace(/^\P{L}+/u, ''));

  it('searches club names whatever the case and accents, and says how many clubs are left', async () => {
    const accented = [...TEAMS, team(5, 'Atlético Ribeirão', { competition: premier })];
    stub({ 'GET /api/teams': { body: accented } });
    await openPicker();
    await screen.findByRole('radio', { name: 'Atlético Ribeirão' });
    expect(screen.getByRole('status')).toHaveTextContent('5 clubs');
    const search = screen.getByRole('searchbox', { name: 'Search clubs' });
    await userEvent.type(search, 'ATLETICO  riBEIRAO');
    expect(cards()).toEqual(["None, I'm a neutral", 'Atlético Ribeirão']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 clubs');
    await userEvent.clear(search);
    await userEvent.type(search, 'rsen');
    expect(cards()).toEqual(["None, I'm a neutral", 'Arsenal']);
    await userEvent.type(search, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No clubs match');
  });

  it('filters by competition with one chip each (and all clubs), combined with the search', async () => {
    stub();
    await openPicker();
    await screen.findByRole('radio', { name: 'Arsenal' });
    const chips = within(screen.getByRole('group', { name: 'Competitions' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'All clubs',
      'Premier League',
      'Scottish Premiership',
    ]);
    expect(chips.getByRole('button', { name: 'All clubs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(chips.getByRole('button', { name: 'Premier League' }));
    expect(chips.getByRole('button', { name: 'Premier League' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toEqual(["None, I'm a neutral", 'Arsenal', 'No Code Town']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clubs' }), 'town');
    expect(cards()).toEqual(["None, I'm a neutral", 'No Code Town']);
    await userEvent.click(chips.getByRole('button', { name: 'All clubs' }));
    expect(cards()).toEqual(["None, I'm a neutral", 'No Code Town']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 clubs');
  });

  it('keeps the chosen club in view when a filter would hide it, and Save says what is chosen', async () => {
    stub();
    await openPicker();
    await userEvent.click(await screen.findByRole('radio', { name: 'Celtic' }));
    expect(saveButton()).toHaveAccessibleDescription('Selected: Celtic');
    await userEvent.click(screen.getByRole('button', { name: 'Premier League' }));
    expect(cards()).toEqual(["None, I'm a neutral", 'Celtic', 'Arsenal', 'No Code Town']);
    expect(screen.getByRole('radio', { name: 'Celtic' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 clubs');
    await userEvent.click(screen.getByRole('radio', { name: 'Arsenal' }));
    // Celtic was kept only while chosen.
    expect(cards()).toEqual(["None, I'm a neutral", 'Arsenal', 'No Code Town']);
    expect(saveButton()).toHaveAccessibleDescription('Selected: Arsenal');
    await userEvent.click(screen.getByRole('radio', { name: "None, I'm a neutral" }));
    expect(saveButton()).toHaveAccessibleDescription("Selected: None, I'm a neutral");
  });

  it('opened directly with a stored favourite: Save waits until that club is shown, then names it', async () => {
    let answer: (reply: Reply) => void = () => {};
    const user = makeUser({ favouriteTeamId: 2 });
    stub({ 'GET /api/teams': () => new Promise<Reply>((resolve) => (answer = resolve)) }, user);
    await openPicker(user);
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(
      'Please select a team or choose "None, I\'m a neutral"',
    );
    answer({ body: TEAMS });
    expect(await screen.findByRole('radio', { name: 'Celtic' })).toBeChecked();
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).toHaveAccessibleDescription('Selected: Celtic');
  });

  it('opened directly with a stored favourite no longer listed, or with the list failing: Save stays disabled', async () => {
    const gone = makeUser({ favouriteTeamId: 99 });
    stub({}, gone);
    const { unmount } = await openPicker(gone);
    await screen.findByRole('radio', { name: 'Arsenal' });
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(saveButton()).toBeDisabled();
    unmount();

    const stored = makeUser({ favouriteTeamId: 2 });
    stub({ 'GET /api/teams': { status: 500 } }, stored);
    await openPicker(stored);
    expect(await screen.findByText('Failed to load teams')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});
