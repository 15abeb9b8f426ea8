import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser } from '@predictor/contracts/types';
import { RoleButton } from './RoleButton';
import { StatusButton } from './StatusButton';
import { aUser, UsersHarness } from './testing';

afterEach(cleanup);

function renderRole(record: AdminUser, setUserRole: (...args: unknown[]) => Promise<unknown>) {
  render(
    <UsersHarness dataProvider={{ setUserRole }} record={record}>
      <RoleButton />
    </UsersHarness>,
  );
}

describe('Make Admin / Make User', () => {
  it('asks "Are you sure you want to change this user\'s role to admin?" before promoting', async () => {
    const setUserRole = vi.fn(async () => ({ ...aUser, role: 'admin' }));
    renderRole(aUser, setUserRole);
    fireEvent.click(screen.getByRole('button', { name: 'Make Admin' }));
    expect(
      screen.getByText("Are you sure you want to change this user's role to admin?"),
    ).toBeTruthy();
    expect(setUserRole).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(setUserRole).toHaveBeenCalledWith(aUser.id, 'admin'));
  });

  it('offers Make User to an admin, with the role "user" in the question; Cancel sends nothing', () => {
    const setUserRole = vi.fn();
    renderRole({ ...aUser, role: 'admin' }, setUserRole);
    fireEvent.click(screen.getByRole('button', { name: 'Make User' }));
    expect(
      screen.getByText("Are you sure you want to change this user's role to user?"),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(setUserRole).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, else the fallback", async () => {
    renderRole({ ...aUser, role: 'admin' }, async () => {
      throw { status: 400, body: { message: 'You cannot remove your own admin role' } };
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make User' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You cannot remove your own admin role')).toBeTruthy();
    cleanup();
    renderRole(aUser, async () => {
      throw new Error('network');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to update user role')).toBeTruthy();
  });
});

describe('Activate / Deactivate', () => {
  it('toggles the status; the fallback reads "Failed to toggle user status"', async () => {
    const toggleUserStatus = vi.fn(async () => {
      throw { status: 500, body: {} };
    });
    render(
      <UsersHarness dataProvider={{ toggleUserStatus }}>
        <StatusButton />
      </UsersHarness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to toggle user status')).toBeTruthy();
    expect(toggleUserStatus).toHaveBeenCalledWith(aUser.id);
  });

  it("asks 'Deactivate 'Ann FC (Ann Lee)'?' first; Cancel changes nothing", async () => {
    const toggleUserStatus = vi.fn(async () => ({ ...aUser, isActive: false }));
    render(
      <UsersHarness dataProvider={{ toggleUserStatus }}>
        <StatusButton />
      </UsersHarness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(
      within(dialog).getByText(
        "Deactivate 'Ann FC (Ann Lee)'? They are signed out at once and cannot sign in until activated again.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggleUserStatus).not.toHaveBeenCalled();
  });

  it('activates an inactive user at once: activating takes nothing away', async () => {
    const toggleUserStatus = vi.fn(async () => ({ ...aUser, isActive: true }));
    render(
      <UsersHarness dataProvider={{ toggleUserStatus }} record={{ ...aUser, isActive: false }}>
        <StatusButton />
      </UsersHarness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(toggleUserStatus).toHaveBeenCalledWith(aUser.id));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
