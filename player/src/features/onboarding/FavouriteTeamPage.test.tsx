import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Team } from '@predictor/contracts/types';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
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
const TEAMS = [
  team(1, 'Arsenal', { logoUrl: '/uploads/arsenal.png' }),
  team(2, 'Celtic', { countryCode: 'SC' }),
  team(3, 'Mystery FC', { countryCode: 'XX' }),
  team(4, 'No Code Town', { countryCode: null }),
];

function stub(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  const user = makeUser();
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/teams': { body: TEAMS },
    ...extra,
  });
}

async function openPicker() {
  const view = renderApp('/select-favourite-team', { user: makeUser() });
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
