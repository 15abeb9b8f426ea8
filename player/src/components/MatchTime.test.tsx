import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../test/render';
import { mockApi } from '../test/http';
import { makePreferences, makeUser } from '../test/fixtures';
import { MatchTime } from './MatchTime';

const SUMMER_KICK_OFF = '2030-08-17T14:00:00Z';

/** Renders one match time at / for the given visitor (the session as after a sign-in). */
function renderTime(user?: ReturnType<typeof makeUser>) {
  mockApi(user ? { 'GET /api/auth/me': { body: { user } } } : {});
  return renderApp('/', {
    user,
    routes: [{ path: '/', element: <MatchTime value={SUMMER_KICK_OFF} /> }],
  });
}

describe('MatchTime: the player zone of every match time', () => {
  it('labels UTC for a guest', async () => {
    renderTime();
    expect(await screen.findByText(/· 2:00 PM UTC$/)).toHaveAttribute('datetime', SUMMER_KICK_OFF);
  });

  it('labels UTC for a player who has not chosen UK time', async () => {
    renderTime(makeUser({ id: 1 }));
    expect(await screen.findByText(/· 2:00 PM UTC$/)).toBeInTheDocument();
  });

  it('shows UK time, BST named, for a player who chose it', async () => {
    renderTime(
      makeUser({
        id: 1,
        preferences: makePreferences({
          emailNotifications: true,
          reminderLeadHours: 24,
          ukTime: true,
        }),
      }),
    );
    expect(await screen.findByText(/· 3:00 PM BST$/)).toBeInTheDocument();
  });
});
