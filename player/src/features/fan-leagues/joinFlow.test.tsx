import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';
import { makeUser } from '../../test/fixtures';

/** The fan-league join flow of spec §4, across the landing, login, register and onboarding pages. */

const JOIN = 'POST /api/leagues/join-fanleague/gunners-fans';
const joined = { status: 201, body: { league: { id: 42 }, membership: {}, joined: true } };
const fanLeague = {
  id: 42,
  name: 'Gunners Fans',
  groupname: 'gunners-fans',
  description: null,
  season: { id: 7, name: 'Premier League 2025/26' },
  isMember: false,
};

async function signIn() {
  await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('fan-league join flow', () => {
  it('a stored group name: signing in joins that fan league and opens its league page, once', async () => {
    window.sessionStorage.setItem('pendingFanLeague', 'gunners-fans');
    const fetchMock = mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
      [JOIN]: joined,
    });
    const { router } = renderApp('/login');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/42'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leagues/join-fanleague/gunners-fans',
      expect.anything(),
    );
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBeNull();
  });

  it('a failed join after signing in goes home silently and forgets the group name', async () => {
    window.sessionStorage.setItem('pendingFanLeague', 'gunners-fans');
    mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
      [JOIN]: { status: 404, body: { message: 'Fan league not found' } },
    });
    const { router } = renderApp('/login');
    await signIn();
    await screen.findByRole('heading', { name: /^Welcome( back)?, Red Rovers!$/ });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Fan league not found')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBeNull();
  });

  it('without a stored group name, signing in joins nothing', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': { body: { token: 'tok', user: makeUser() } },
    });
    const { router } = renderApp('/login');
    await signIn();
    await screen.findByRole('heading', { name: /^Welcome( back)?, Red Rovers!$/ });
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('join-fanleague'),
      expect.anything(),
    );
  });

  it('a guest registers from the landing page, through kit and favourite team, and ends in the league', async () => {
    const user = makeUser();
    mockApi({
      'GET /api/leagues/by-groupname/gunners-fans': { body: fanLeague },
      'POST /api/auth/register': { status: 201, body: { token: 'tok', user } },
      'GET /api/teams': {
        body: [
          {
            id: 5,
            name: 'Arsenal',
            shortName: 'ARS',
            logoUrl: null,
            countryCode: 'EN',
            competition: null,
          },
        ],
      },
      'PUT /api/users/favourite-team': { body: { user: { ...user, favouriteTeamId: 5 } } },
      [JOIN]: joined,
    });
    const { router } = renderApp('/gunners-fans');
    await userEvent.click(await screen.findByRole('button', { name: 'Register & Join League' }));

    await userEvent.type(screen.getByLabelText('Team Name'), 'Red Rovers');
    await userEvent.type(screen.getByLabelText('Email'), 'fan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { level: 1, name: 'Kit Designer' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));

    await screen.findByRole('heading', { level: 1, name: 'Choose Your Favourite Team' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Arsenal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Favourite Team and Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/42'));
    expect(router.state.location.state).toEqual({
      message: "Great! You've selected Arsenal as your favourite team and joined the fan league.",
    });
    expect(window.sessionStorage.getItem('pendingFanLeague')).toBeNull();
  });
});
