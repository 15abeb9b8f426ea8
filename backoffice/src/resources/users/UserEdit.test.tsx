import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MESSAGES } from '@predictor/contracts/messages';
import { i18nProvider } from '../../i18n';
import { aUser } from './testing';
import { toUserUpdate, UserEdit } from './UserEdit';
import { LayoutFrame } from '../../test/screens';

afterEach(cleanup);

function renderEdit(update: (resource: string, params: { data: object }) => Promise<unknown>) {
  const dataProvider = {
    getOne: async () => ({ data: aUser }),
    update: vi.fn(update),
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[`/users/${aUser.id}`]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="users">
          <LayoutFrame>
            <Routes>
              <Route path="/users/:id" element={<UserEdit />} />
              <Route path="/users" element={<p>the list</p>} />
            </Routes>
          </LayoutFrame>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider.update as unknown as ReturnType<typeof vi.fn>;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('UserEdit', () => {
  it('requires e-mail and team name, with the spec texts, before sending anything', async () => {
    const update = renderEdit(async () => ({ data: aUser }));
    await waitFor(() => expect(field(/^Email/).value).toBe(aUser.email));
    fireEvent.change(field(/^Email/), { target: { value: '' } });
    fireEvent.change(field(/^Team name/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.teamNameRequired)).toBeTruthy();
    fireEvent.change(field(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only the editable fields', () => {
    expect(toUserUpdate({ ...aUser, firstName: 'Jo' })).toEqual({
      email: aUser.email,
      teamName: aUser.teamName,
      firstName: 'Jo',
      lastName: aUser.lastName,
      isActive: aUser.isActive,
    });
  });

  it('puts a 409 beside its field and the message in a notification', async () => {
    renderEdit(async () => {
      throw {
        status: 409,
        message: MESSAGES.emailTaken,
        body: { message: MESSAGES.emailTaken, errors: { email: MESSAGES.emailTaken } },
      };
    });
    await waitFor(() => expect(field(/^Email/).value).toBe(aUser.email));
    fireEvent.change(field(/^Email/), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.emailTaken)).toHaveLength(2));
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('falls back to "Failed to update user" when the server gives no message', async () => {
    renderEdit(async () => {
      throw { status: 500, body: {} };
    });
    await waitFor(() => expect(field(/^Email/).value).toBe(aUser.email));
    fireEvent.change(field(/^First name/), { target: { value: 'Jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update user')).toBeTruthy();
  });
});
