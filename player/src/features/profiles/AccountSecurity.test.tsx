import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { getToken } from '../../lib/storage';

const me = makeUser({ id: 1 });
const CHANGE = 'POST /api/auth/change-password';
const EVERYWHERE = 'POST /api/auth/sign-out-everywhere';

function stub(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: me } },
    'GET /api/teams': { body: [] },
    ...handlers,
  });
}

async function passwordForm() {
  renderApp('/profile', { user: me });
  return screen.findByRole('form', { name: 'Change Password' });
}

async function fill(form: HTMLElement, current: string, next: string, confirm: string) {
  const field = (name: string) => within(form).getByLabelText(name);
  if (current) await userEvent.type(field('Current Password'), current);
  if (next) await userEvent.type(field('New Password'), next);
  if (confirm) await userEvent.type(field('Confirm New Password'), confirm);
  await userEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
}

describe('changing the password on /profile', () => {
  it('checks the confirmation and the length before sending anything', async () => {
    const fetchMock = stub();
    const form = await passwordForm();
    await fill(form, 'old-secret', 'new-secret', 'new-secreT');
    expect((await within(form).findAllByText('Passwords do not match')).length).toBeGreaterThan(0);
    await userEvent.clear(within(form).getByLabelText('New Password'));
    await userEvent.clear(within(form).getByLabelText('Confirm New Password'));
    await fill(form, '', '12345', '12345');
    expect(
      (await within(form).findAllByText('Password must be at least 6 characters long')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('change-password'))).toBe(
      false,
    );
  });

  it('asks for the current password', async () => {
    stub();
    const form = await passwordForm();
    await fill(form, '', 'new-secret', 'new-secret');
    expect(
      (await within(form).findAllByText('Please enter your current password')).length,
    ).toBeGreaterThan(0);
  });

  it('shows a wrong current password beside its field, and stays signed in', async () => {
    stub({
      [CHANGE]: {
        status: 400,
        body: {
          message: 'Your current password is incorrect',
          code: 'WRONG_PASSWORD',
          errors: { currentPassword: 'Your current password is incorrect' },
        },
      },
    });
    const form = await passwordForm();
    await fill(form, 'not-it', 'new-secret', 'new-secret');
    expect(
      (await within(form).findAllByText('Your current password is incorrect')).length,
    ).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(getToken()).toBe('test-token');
  });

  it('sends the passwords without the confirmation, keeps this device on the new token and says so', async () => {
    const fetchMock = stub({
      [CHANGE]: {
        body: {
          token: 'renewed-token',
          message: 'Your password has been changed. Your other devices have been signed out.',
        },
      },
    });
    const form = await passwordForm();
    await fill(form, 'old-secret', 'new-secret', 'new-secret');
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Your other devices have been signed out.',
    );
    expect(sentBody(fetchMock, CHANGE)).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(getToken()).toBe('renewed-token');
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
  });
});

describe('signing out of all devices', () => {
  it('asks first; Cancel sends nothing', async () => {
    const fetchMock = stub();
    renderApp('/profile', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-out-everywhere'))).toBe(
      false,
    );
    expect(getToken()).toBe('test-token');
  });

  it('ends the session here too and opens the sign-in page saying why', async () => {
    const fetchMock = stub({ [EVERYWHERE]: {} });
    const { router } = renderApp('/profile', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'You have been signed out of all devices.',
    );
    expect(getToken()).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-out-everywhere'))).toBe(
      true,
    );
  });

  it('keeps the player signed in and says so when the call fails', async () => {
    stub({ [EVERYWHERE]: { status: 500, body: { message: 'Something failed' } } });
    renderApp('/profile', { user: me });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Something failed')).toBeTruthy();
    expect(getToken()).toBe('test-token');
  });
});
