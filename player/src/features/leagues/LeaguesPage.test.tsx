import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { activeSeason, makeLeague } from './testData';

const leagues = [
  makeLeague({ id: 1, name: 'Mine', isMember: true, role: 'creator' }),
  makeLeague({ id: 2, name: 'The Official One', type: 'official' }),
  makeLeague({ id: 3, name: 'Open To All', type: 'public' }),
  makeLeague({ id: 4, name: 'Secret Club', type: 'invite_only', visibleAsAdmin: true }),
  makeLeague({ id: 6, name: 'Code Only', type: 'invite_only' }),
];

function stub(user = makeUser(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/leagues': { body: { leagues } },
    'GET /api/leagues/my': {
      body: {
        memberships: [
          {
            id: 1,
            role: 'creator',
            totalPoints: 4,
            position: 2,
            tied: true,
            league: {
              id: 1,
              name: 'Mine',
              type: 'public',
              season: { id: 3, name: 'PL' },
              currentMembers: 141,
            },
          },
        ],
      },
    },
    'GET /api/seasons?active=true': { body: [activeSeason(3, 'Premier League 2025/26')] },
    ...extra,
  });
}

const openCreate = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Create League' }));
  return screen.findByRole('dialog', { name: 'Create League' });
};

describe('LeaguesPage', () => {
  it('lists my leagues first with their count and my position in each, and filters by tab', async () => {
    stub();
    renderApp('/leagues', { user: makeUser() });
    expect(await screen.findByRole('tab', { name: 'My Leagues (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const mine = await screen.findByRole('article', { name: 'Mine' });
    // My place in it, a shared one marked '='.
    expect(within(mine).getByText('Your position: =2nd of 141')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Private User Leagues/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'User Leagues' }));
    const card = await screen.findByRole('article', { name: 'Open To All' });
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(within(card).queryByText(/Your position/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Fan Leagues' }));
    expect(await screen.findByText('No leagues found for this filter.')).toBeInTheDocument();
  });

  it('shows admins the private user leagues with a count', async () => {
    stub(makeUser({ role: 'admin' }));
    renderApp('/leagues?tab=private', { user: makeUser({ role: 'admin' }) });
    expect(await screen.findByRole('tab', { name: 'Private User Leagues (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('article', { name: 'Secret Club' });
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/leagues/4');
    expect(screen.queryByRole('article', { name: 'Code Only' })).not.toBeInTheDocument();
  });

  it('gives guests the public lists and a sign-in prompt', async () => {
    stub();
    renderApp('/leagues');
    expect(await screen.findByRole('tab', { name: 'Official Leagues' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('article', { name: 'The Official One' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to create a league/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Leagues' }));
    expect(await screen.findByText('Sign in to see the leagues you play in.')).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    stub(makeUser(), { 'GET /api/leagues': { status: 500, body: {} } });
    renderApp('/leagues', { user: makeUser() });
    expect(await screen.findByText('Failed to load leagues')).toBeInTheDocument();
  });

  it('joins an open league and opens it; a failure shows the fallback', async () => {
    const fetchMock = stub(makeUser(), {
      'POST /api/leagues/3/join': { status: 500, body: {} },
    });
    renderApp('/leagues?tab=user', { user: makeUser() });
    const card = await screen.findByRole('article', { name: 'Open To All' });
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await within(card).findByText('Failed to join league')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/leagues/3/join',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('marks invite-only leagues as needing a code', async () => {
    const only = [makeLeague({ id: 6, name: 'Code Only', type: 'invite_only', isMember: false })];
    stub(makeUser(), { 'GET /api/leagues': { body: { leagues: only } } });
    renderApp('/leagues?tab=my', { user: makeUser() });
    expect(await screen.findByText('No leagues found for this filter.')).toBeInTheDocument();
  });

  describe('Create League', () => {
    it('checks name and season, and offers only public and invite-only to players', async () => {
      stub();
      renderApp('/leagues', { user: makeUser() });
      const dialog = await openCreate();
      await userEvent.type(within(dialog).getByLabelText(/League name/), '   ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));
      expect(within(dialog).getByText('League name is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Please select a season')).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('combobox', { name: 'League type' }));
      const options = screen.getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual(['Public', 'Invite only']);
    });

    it('lets admins make a fan league whose group name is typed lowercase and checked', async () => {
      const fetchMock = stub(makeUser({ role: 'admin' }), {
        'POST /api/leagues': {
          status: 201,
          body: { league: makeLeague({ id: 42, type: 'fanleague' }) },
        },
        'GET /api/leagues/42': { body: { league: makeLeague({ id: 42, name: 'Spurs Fans' }) } },
      });
      renderApp('/leagues', { user: makeUser({ role: 'admin' }) });
      const dialog = await openCreate();
      expect(within(dialog).queryByLabelText(/Group name/)).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'League type' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Public',
        'Invite only',
        'Official',
        'Fan league',
      ]);
      await userEvent.click(screen.getByRole('option', { name: 'Fan league' }));

      fireEvent.change(within(dialog).getByLabelText(/League name/), {
        target: { value: '  Spurs Fans ' },
      });
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Season/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Premier League 2025/26' }));
      const group = within(dialog).getByLabelText(/Group name/);
      await userEvent.type(group, 'S_p');
      expect(group).toHaveValue('sp');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));
      expect(
        within(dialog).getByText('Group name must be at least 3 characters long'),
      ).toBeInTheDocument();
      fireEvent.change(group, { target: { value: '' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));
      expect(
        within(dialog).getByText('Group name is required for fan leagues'),
      ).toBeInTheDocument();
      fireEvent.change(group, { target: { value: 'Spurs Fans!' } });
      expect(group).toHaveValue('spursfans');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Spurs Fans' }),
      ).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST /api/leagues')).toEqual({
        name: 'Spurs Fans',
        description: null,
        season: 3,
        type: 'fanleague',
        groupname: 'spursfans',
      });
    }, 60_000);

    it('puts server field errors beside inputs and keeps what was typed', async () => {
      stub(makeUser(), {
        'POST /api/leagues': {
          status: 400,
          body: {
            message: 'Some fields are invalid',
            code: 'VALIDATION',
            errors: { name: 'League name must be at most 100 characters' },
          },
        },
      });
      renderApp('/leagues', { user: makeUser() });
      const dialog = await openCreate();
      fireEvent.change(within(dialog).getByLabelText(/League name/), {
        target: { value: 'Long name' },
      });
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Season/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Premier League 2025/26' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));
      expect(
        await within(dialog).findByText('League name must be at most 100 characters'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Some fields are invalid')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/League name/)).toHaveValue('Long name');
    });

    it("sends no group name for other types and falls back to 'Failed to create league'", async () => {
      const fetchMock = stub(makeUser(), { 'POST /api/leagues': { status: 500, body: {} } });
      renderApp('/leagues', { user: makeUser() });
      const dialog = await openCreate();
      fireEvent.change(within(dialog).getByLabelText(/League name/), { target: { value: 'Pals' } });
      await userEvent.click(within(dialog).getByRole('combobox', { name: /Season/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Premier League 2025/26' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create League' }));
      expect(await within(dialog).findByText('Failed to create league')).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST /api/leagues')).toEqual({
        name: 'Pals',
        description: null,
        season: 3,
        type: 'public',
      });
    });
  });

  describe('join by code', () => {
    it('needs a code, trims it, shows the fallback, then opens the league', async () => {
      let fail = true;
      const fetchMock = stub(makeUser(), {
        'POST /api/leagues/join-by-code': () =>
          fail
            ? { status: 404, body: {} }
            : {
                status: 201,
                body: {
                  membership: {
                    id: 1,
                    leagueId: 8,
                    userId: 1,
                    role: 'member',
                    joinedAt: '2025-08-01T10:00:00.000Z',
                  },
                },
              },
        'GET /api/leagues/8': {
          body: { league: makeLeague({ id: 8, name: 'Joined By Code', isMember: true }) },
        },
      });
      renderApp('/leagues', { user: makeUser() });
      const input = await screen.findByLabelText('Invite code');
      await userEvent.type(input, '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
      expect(screen.getByText('Please enter an invite code')).toBeInTheDocument();

      await userEvent.type(input, ' abcd2345 ');
      await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
      expect(
        await screen.findByText('Invalid invite code. Please check and try again.'),
      ).toBeInTheDocument();
      expect(sentBody(fetchMock, 'POST /api/leagues/join-by-code')).toEqual({
        inviteCode: 'abcd2345',
      });

      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Joined By Code' }),
      ).toBeInTheDocument();
    });

    it("shows the server's message when there is one", async () => {
      stub(makeUser(), {
        'POST /api/leagues/join-by-code': { status: 409, body: { message: 'League is full' } },
      });
      renderApp('/leagues', { user: makeUser() });
      await userEvent.type(await screen.findByLabelText('Invite code'), 'FULL1234');
      await userEvent.click(screen.getByRole('button', { name: 'Join League' }));
      await waitFor(() => expect(screen.getByText('League is full')).toBeInTheDocument());
    });
  });
});
