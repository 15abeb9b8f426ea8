import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';

async function openWelcome(state?: unknown) {
  const view = renderApp('/rules', { user: makeUser() });
  await view.router.navigate('/new-user', { state });
  await screen.findByRole('heading', { level: 1, name: 'Welcome, Red Rovers!' });
  return view;
}

const stubMe = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET /api/auth/me': { body: { user: makeUser() } }, ...extra });

async function openInvite() {
  await userEvent.click(screen.getByRole('button', { name: /Enter Invite Code/ }));
  return screen.findByRole('dialog', { name: 'Enter Invite Code' });
}

describe('new-user welcome page', () => {
  it('shows the message passed in navigation state, the three options, scoring and Skip for now', async () => {
    stubMe();
    const { router } = await openWelcome({
      message: "Great! You've selected Arsenal as your favourite team.",
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Great! You've selected Arsenal as your favourite team.",
    );
    expect(screen.getByRole('link', { name: /Browse Leagues/ })).toHaveAttribute(
      'href',
      '/leagues',
    );
    expect(screen.getByRole('link', { name: /Browse Matches/ })).toHaveAttribute(
      'href',
      '/seasons',
    );
    expect(screen.getByRole('heading', { name: 'How Scoring Works' })).toBeInTheDocument();
    expect(screen.getByText('Exact score')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows no alert without a message', async () => {
    stubMe();
    await openWelcome();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a logged-out visitor to /login', async () => {
    mockApi({});
    const { router } = renderApp('/new-user');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("invite modal: a blank code asks for one ('Please enter an invite code') without a request", async () => {
    const fetchMock = stubMe();
    await openWelcome();
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText('Invite Code'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join League' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter an invite code');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/leagues/join-by-code', expect.anything());
  });

  it("invite modal: shows the server's message, else 'Invalid invite code. Please check and try again.'", async () => {
    stubMe({
      'POST /api/leagues/join-by-code': { status: 404, body: { message: 'League is full' } },
    });
    await openWelcome();
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText('Invite Code'), 'ABC123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join League' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('League is full');

    stubMe({ 'POST /api/leagues/join-by-code': { status: 500 } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join League' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Invalid invite code. Please check and try again.',
      ),
    );
    expect(within(dialog).getByLabelText('Invite Code')).toHaveValue('ABC123');
  });

  it('invite modal: joins with the trimmed code, clears the league lists and opens the league', async () => {
    const fetchMock = stubMe({
      'POST /api/leagues/join-by-code': {
        status: 201,
        body: {
          membership: {
            id: 3,
            leagueId: 17,
            userId: 1,
            role: 'member',
            joinedAt: '2025-08-01T10:00:00.000Z',
          },
        },
      },
    });
    const { router, queryClient } = await openWelcome();
    queryClient.setQueryData(['leagueLists', 'my'], { memberships: [] });
    const dialog = await openInvite();
    await userEvent.type(within(dialog).getByLabelText('Invite Code'), '  abc123 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join League' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/17'));
    expect(sentBody(fetchMock, 'POST /api/leagues/join-by-code')).toEqual({ inviteCode: 'abc123' });
    expect(queryClient.getQueryData(['leagueLists', 'my'])).toBeUndefined();
  });

  it('invite modal: closes on Cancel and on a click on the backdrop', async () => {
    stubMe();
    await openWelcome();
    let dialog = await openInvite();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openInvite();
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();
  });
});
