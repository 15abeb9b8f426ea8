import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makePreferences, makeUser } from '../../test/fixtures';
import { getStoredUser } from '../../lib/storage';

const everton = { id: 3, name: 'Everton', shortName: 'EVE', logoUrl: null, countryCode: 'EN' };
const me = makeUser({ id: 1, favouriteTeamId: 3, favouriteTeam: everton });
const teams = [
  { ...everton, competition: null },
  { id: 4, name: 'Fulham', shortName: 'FUL', logoUrl: null, countryCode: 'EN', competition: null },
];
const PUT = 'PUT /api/users/profile';

function stub(handlers: Parameters<typeof mockApi>[0] = {}, user = me) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/teams': { body: teams },
    ...handlers,
  });
}

async function openForm(user = me) {
  renderApp('/profile', { user });
  return screen.findByRole('form', { name: 'Profile details' });
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('profile settings (/profile)', () => {
  it('sends a guest to /login', async () => {
    mockApi({});
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('fills the form from the signed-in player and links to the kit designer', async () => {
    stub();
    await openForm();
    expect(input('First Name')).toHaveValue('Alex');
    expect(input('Last Name')).toHaveValue('Smith');
    expect(input('Email')).toHaveValue('fan@example.com');
    expect(input('Team Name')).toHaveValue('Red Rovers');
    expect(screen.getByRole('combobox', { name: 'Favourite Team' })).toHaveTextContent('Everton');
    expect(screen.getByRole('link', { name: 'Design Kit' })).toHaveAttribute(
      'href',
      '/kit-designer',
    );
  });

  it('requires every field, each with its own message', async () => {
    const fetchMock = stub();
    await openForm();
    for (const name of ['First Name', 'Last Name', 'Email', 'Team Name']) {
      await userEvent.clear(input(name));
    }
    await userEvent.type(input('Team Name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Team name is required',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('rejects an e-mail that does not look like an address', async () => {
    stub();
    await openForm();
    await userEvent.clear(input('Email'));
    await userEvent.type(input('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      (await screen.findAllByText('Please enter a valid email address')).length,
    ).toBeGreaterThan(0);
  });

  it('sends trimmed values and none as null, then refreshes the stored user', async () => {
    const updated = makeUser({
      id: 1,
      teamName: 'Blue Army',
      favouriteTeamId: null,
      favouriteTeam: null,
    });
    const fetchMock = stub({ [PUT]: { body: { user: updated } } });
    await openForm();
    await userEvent.clear(input('Team Name'));
    await userEvent.type(input('Team Name'), '  Blue Army  ');
    await userEvent.clear(input('First Name'));
    await userEvent.type(input('First Name'), ' Alex ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Favourite Team' }));
    await userEvent.click(await screen.findByRole('option', { name: "None, I'm a neutral" }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(sentBody(fetchMock, PUT)).toEqual({
      firstName: 'Alex',
      lastName: 'Smith',
      email: 'fan@example.com',
      teamName: 'Blue Army',
      favouriteTeamId: null,
    });
    expect(getStoredUser()?.teamName).toBe('Blue Army');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByText('Hi, Blue Army')).toBeInTheDocument();
  });

  it('sends a chosen team as its id', async () => {
    const fetchMock = stub({ [PUT]: { body: { user: me } } });
    await openForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Favourite Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fulham' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully');
    expect(sentBody(fetchMock, PUT)).toMatchObject({ favouriteTeamId: 4 });
  });

  it("puts the server's field error beside the field", async () => {
    stub({
      [PUT]: {
        status: 409,
        body: {
          message: 'This team name is already taken',
          code: 'TEAM_NAME_TAKEN',
          errors: { teamName: 'This team name is already taken' },
        },
      },
    });
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(input('Team Name')).toHaveAccessibleDescription('This team name is already taken'),
    );
  });

  it("says 'Failed to update profile' without a server message", async () => {
    stub({ [PUT]: { status: 500, body: {} } });
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(input('Team Name')).toHaveValue('Red Rovers');
  });

  it('offers just the current team and none when the teams list fails', async () => {
    stub({ 'GET /api/teams': { status: 500, body: {} } });
    await openForm();
    await userEvent.click(screen.getByRole('combobox', { name: 'Favourite Team' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(["None, I'm a neutral", 'EVEEverton']);
  });
});

describe('e-mail notifications switch', () => {
  const off = makeUser({
    id: 1,
    preferences: makePreferences({
      emailNotifications: false,
      reminderLeadHours: 24,
      ukTime: false,
    }),
    unsubscribed: true,
  });
  const on = makeUser({ id: 1 });
  const emailSwitch = () => screen.getByRole('switch', { name: 'Receive email notifications' });

  it('turning on re-subscribes at once', async () => {
    const fetchMock = stub({ [PUT]: { body: { user: on } } }, off);
    await openForm(off);
    expect(emailSwitch()).not.toBeChecked();
    await userEvent.click(emailSwitch());
    await waitFor(() => expect(emailSwitch()).toBeChecked());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, PUT)).toEqual({
      preferences: { emailNotifications: true },
      unsubscribed: false,
    });
    expect(getStoredUser()?.unsubscribed).toBe(false);
  });

  it('turning off asks first; Cancel keeps it on', async () => {
    const fetchMock = stub({ [PUT]: { body: { user: off } } }, on);
    await openForm(on);
    await userEvent.click(emailSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Turn off email notifications?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(emailSwitch()).toBeChecked();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.click(emailSwitch());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn Off' }),
    );
    await waitFor(() => expect(emailSwitch()).not.toBeChecked());
    expect(sentBody(fetchMock, PUT)).toEqual({
      preferences: { emailNotifications: false },
      unsubscribed: true,
    });
  });

  it("on failure says 'Failed to update email preferences' and returns to the saved state", async () => {
    stub({ [PUT]: { status: 500, body: {} } }, off);
    await openForm(off);
    await userEvent.click(emailSwitch());
    expect(await screen.findByText('Failed to update email preferences')).toBeInTheDocument();
    expect(emailSwitch()).not.toBeChecked();
  });
});

describe('deadline reminder', () => {
  const group = () => screen.getByRole('radiogroup', { name: 'Deadline reminder' });

  it('shows the saved lead time and saves another choice at once', async () => {
    const later = makeUser({
      id: 1,
      preferences: makePreferences({
        emailNotifications: true,
        reminderLeadHours: 2,
        ukTime: false,
      }),
    });
    const fetchMock = stub({ [PUT]: { body: { user: later } } });
    await openForm();
    expect(within(group()).getByRole('radio', { name: '24 hours before' })).toBeChecked();
    await userEvent.click(within(group()).getByRole('radio', { name: '2 hours before' }));
    await waitFor(() =>
      expect(within(group()).getByRole('radio', { name: '2 hours before' })).toBeChecked(),
    );
    expect(sentBody(fetchMock, PUT)).toEqual({ preferences: { reminderLeadHours: 2 } });
    expect(getStoredUser()?.preferences.reminderLeadHours).toBe(2);
  });

  it('is disabled while the player receives no e-mail', async () => {
    stub(
      {},
      makeUser({
        id: 1,
        preferences: makePreferences({
          emailNotifications: false,
          reminderLeadHours: 24,
          ukTime: false,
        }),
        unsubscribed: true,
      }),
    );
    await openForm(
      makeUser({
        id: 1,
        preferences: makePreferences({
          emailNotifications: false,
          reminderLeadHours: 24,
          ukTime: false,
        }),
        unsubscribed: true,
      }),
    );
    expect(within(group()).getByRole('radio', { name: 'Off' })).toBeDisabled();
    expect(
      screen.getByText('Turn on email notifications to receive deadline reminders.'),
    ).toBeInTheDocument();
  });
});

describe('show times in UK time', () => {
  const ukSwitch = () => screen.getByRole('switch', { name: 'Show times in UK time' });

  it('is off until chosen; turning it on saves at once and keeps the stored user in step', async () => {
    const uk = makeUser({
      id: 1,
      preferences: makePreferences({
        emailNotifications: true,
        reminderLeadHours: 24,
        ukTime: true,
      }),
    });
    const fetchMock = stub({ [PUT]: { body: { user: uk } } });
    await openForm();
    expect(ukSwitch()).not.toBeChecked();
    await userEvent.click(ukSwitch());
    await waitFor(() => expect(ukSwitch()).toBeChecked());
    expect(sentBody(fetchMock, PUT)).toEqual({ preferences: { ukTime: true } });
    expect(getStoredUser()?.preferences.ukTime).toBe(true);
  });

  it('keeps the stored user in step when the player leaves before the answer', async () => {
    const uk = makeUser({
      id: 1,
      preferences: makePreferences({
        emailNotifications: true,
        reminderLeadHours: 24,
        ukTime: true,
      }),
    });
    let answer: (reply: { body: unknown }) => void = () => {};
    stub({ [PUT]: () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp('/profile', { user: me });
    await screen.findByRole('form', { name: 'Profile details' });
    await userEvent.click(ukSwitch());
    await router.navigate('/rules');
    await waitFor(() => expect(screen.queryByRole('switch')).not.toBeInTheDocument());
    answer({ body: { user: uk } });
    await waitFor(() => expect(getStoredUser()?.preferences.ukTime).toBe(true));
  });

  it('on failure says so and shows the saved setting again', async () => {
    stub({ [PUT]: { status: 500, body: {} } });
    await openForm();
    await userEvent.click(ukSwitch());
    expect(await screen.findByText('Failed to update the time setting')).toBeInTheDocument();
    expect(ukSwitch()).not.toBeChecked();
  });
});
