import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@predictor/contracts/messages';
import { PASSWORD_MIN_LENGTH } from '@predictor/contracts/constants';
import { PasswordButton } from './PasswordButton';
import { passwordProblems } from './passwordRules';
import { aUser, UsersHarness } from './testing';

afterEach(cleanup);

const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('passwordProblems', () => {
  it('needs the minimum length and an equal confirmation', () => {
    expect(passwordProblems('', '')).toEqual({
      password: undefined,
      confirm: undefined,
      canSubmit: false,
    });
    expect(passwordProblems(long.slice(1), long.slice(1))).toMatchObject({
      password: MESSAGES.passwordTooShort,
      canSubmit: false,
    });
    expect(passwordProblems(long, `${long}y`)).toMatchObject({
      confirm: MESSAGES.passwordsDoNotMatch,
      canSubmit: false,
    });
    expect(passwordProblems(long, long)).toEqual({
      password: undefined,
      confirm: undefined,
      canSubmit: true,
    });
  });
});

function open(setUserPassword = vi.fn(async () => aUser)) {
  render(
    <UsersHarness dataProvider={{ setUserPassword }}>
      <PasswordButton />
    </UsersHarness>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Password' }));
  return setUserPassword;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Password dialog', () => {
  it('shows "Passwords do not match" and keeps submit disabled while they differ', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Set password for Ann FC' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(/^New password/, long);
    type(/^Confirm password/, `${long}y`);
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    type(/^Confirm password/, long);
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it(`refuses fewer than ${PASSWORD_MIN_LENGTH} characters`, () => {
    open();
    type(/^New password/, long.slice(1));
    type(/^Confirm password/, long.slice(1));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('sends the new password and closes', async () => {
    const setUserPassword = open();
    type(/^New password/, long);
    type(/^Confirm password/, long);
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setUserPassword).toHaveBeenCalledWith(aUser.id, long);
  });

  it('shows the fallback when the server gives no message, and stays open', async () => {
    open(
      vi.fn(async () => {
        throw { status: 500, body: {} };
      }),
    );
    type(/^New password/, long);
    type(/^Confirm password/, long);
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    // The dialog stays open, the failure in its own red banner (the page's is behind the modal).
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to update password',
    );
  });
});
