import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';
import { getToken } from '../../lib/storage';

const me = makeUser({ id: 1, email: 'fan@example.com' });
const DELETE = 'DELETE /api/users/me';

function stub(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/auth/me': { body: { user: me } },
    'GET /api/teams': { body: [] },
    ...handlers,
  });
}

async function yourData() {
  renderApp('/profile', { user: me });
  return screen.findByRole('region', { name: 'Your Data' });
}

async function openDialog() {
  const card = await yourData();
  await userEvent.click(within(card).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);
const deleteButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Delete my account' });

async function fill(dialog: HTMLElement, password: string, confirmation: string) {
  if (password) await userEvent.type(field(dialog, /^Password/), password);
  if (confirmation) await userEvent.type(field(dialog, /^Type DELETE to confirm/), confirmation);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloading my data on /profile', () => {
  it('fetches the export with the session and saves it under the name the server gives', async () => {
    const fetchMock = stub();
    const name = 'predictor-data-1-2026-11-26.json';
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/users/me/export')
        return new Response('{"account":{}}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': `attachment; filename="${name}"`,
          },
        });
      if (key === 'GET /api/auth/me') return Response.json({ user: me });
      // Every other card of the page as mockApi answers it: nothing stubbed.
      return Response.json({ message: `No stub for ${key}` }, { status: 404 });
    });
    const createObjectURL = vi.fn(() => 'blob:your-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const card = await yourData();
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual([name]));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/me/export');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
  });

  it("shows the server's message when the download fails", async () => {
    stub({
      'GET /api/users/me/export': { status: 500, body: { message: 'Something went wrong' } },
    });
    const card = await yourData();
    await userEvent.click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await within(card).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});

describe('deleting my account on /profile', () => {
  it('says what goes, and keeps the delete button off until the password and DELETE are typed', async () => {
    const fetchMock = stub();
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('fan@example.com');
    expect(dialog).toHaveTextContent('This cannot be undone');
    expect(deleteButton(dialog)).toBeDisabled();
    await fill(dialog, 'my-secret', '');
    expect(deleteButton(dialog)).toBeDisabled();
    await fill(dialog, '', 'delete');
    expect(deleteButton(dialog)).toBeDisabled();
    await userEvent.clear(field(dialog, /^Type DELETE/));
    await fill(dialog, '', 'DELETE');
    expect(deleteButton(dialog)).toBeEnabled();
    await userEvent.clear(field(dialog, /^Password/));
    expect(deleteButton(dialog)).toBeDisabled();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows a wrong password in the dialog and stays signed in', async () => {
    stub({
      [DELETE]: {
        status: 400,
        body: {
          message: 'Your password is incorrect',
          code: 'WRONG_PASSWORD',
          errors: { password: 'Your password is incorrect' },
        },
      },
    });
    const dialog = await openDialog();
    await fill(dialog, 'not-it', 'DELETE');
    await userEvent.click(deleteButton(dialog));
    expect(await within(dialog).findByText('Your password is incorrect')).toBeInTheDocument();
    expect(field(dialog, /^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(getToken()).toBe('test-token');
  });

  it('closes on Cancel and forgets what was typed', async () => {
    stub();
    const dialog = await openDialog();
    await fill(dialog, 'my-secret', 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog();
    expect(field(again, /^Password/)).toHaveValue('');
    expect(deleteButton(again)).toBeDisabled();
  });

  it('sends the password and the word, then signs out and lands on / saying the account is gone', async () => {
    // The stub answers 200 with no body (a Response cannot carry even an empty body with 204).
    const fetchMock = stub({ [DELETE]: {} });
    const { router } = renderApp('/profile', { user: me });
    const card = await screen.findByRole('region', { name: 'Your Data' });
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await fill(dialog, 'my-secret', 'DELETE');
    await userEvent.click(deleteButton(dialog));
    expect(
      await screen.findByText('Your account has been deleted. Thank you for playing.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, DELETE)).toEqual({ password: 'my-secret', confirmation: 'DELETE' });
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument(),
    );
  });
});
