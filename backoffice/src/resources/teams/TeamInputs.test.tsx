import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, SimpleForm, type DataProvider } from 'react-admin';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';
import { i18nProvider } from '../../i18n';
import { TeamInputs, validateLogo } from './TeamInputs';

afterEach(cleanup);

const file = (type: string, size = 10, name = 'crest') =>
  new File([new Uint8Array(size)], name, { type });

describe('validateLogo', () => {
  it('accepts a JPEG, PNG or GIF up to 5MB, and no new file at all', () => {
    expect(validateLogo({ rawFile: file('image/png') })).toBeUndefined();
    expect(validateLogo({ rawFile: file('image/jpeg') })).toBeUndefined();
    expect(validateLogo({ rawFile: file('image/gif', UPLOAD_MAX_BYTES) })).toBeUndefined();
    expect(validateLogo(undefined)).toBeUndefined();
    expect(validateLogo({ src: '/uploads/a.png' })).toBeUndefined();
  });

  it('refuses another type and a file over 5MB with the spec texts', () => {
    expect(validateLogo({ rawFile: file('image/webp') })).toBe(
      'Logo must be a JPEG, PNG, or GIF image',
    );
    expect(validateLogo({ rawFile: file('application/pdf') })).toBe(
      'Logo must be a JPEG, PNG, or GIF image',
    );
    expect(validateLogo({ rawFile: file('image/png', UPLOAD_MAX_BYTES + 1) })).toBe(
      'Logo file size must be less than 5MB',
    );
  });
});

function renderForm(onSubmit = vi.fn()) {
  const dataProvider = {
    getList: async () => ({ data: [{ id: 2, name: 'Premier League' }], total: 1 }),
    getMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="teams">
          <SimpleForm onSubmit={onSubmit} mode="onSubmit">
            <TeamInputs />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('TeamInputs', () => {
  it('upper-cases the short name and country code as they are typed', async () => {
    renderForm();
    const shortName = await screen.findByLabelText('Short name');
    fireEvent.change(shortName, { target: { value: 'ars' } });
    expect((shortName as HTMLInputElement).value).toBe('ARS');
    const country = screen.getByLabelText('Country code');
    fireEvent.change(country, { target: { value: 'eng' } });
    expect((country as HTMLInputElement).value).toBe('ENG');
  });

  it('requires the name and limits short name to 10 and country code to 3', async () => {
    const onSubmit = renderForm();
    fireEvent.change(await screen.findByLabelText('Short name'), {
      target: { value: 'ABCDEFGHIJK' },
    });
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'ENGL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Short name must be at most 10 characters')).toBeTruthy();
    expect(screen.getByText('Country code must be at most 3 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a logo of another type before anything is sent', async () => {
    const onSubmit = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Arsenal' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('image/webp', 10, 'crest.webp')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logo must be a JPEG, PNG, or GIF image')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a valid team with its chosen PNG logo', async () => {
    const onSubmit = renderForm();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Arsenal' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('image/png', 10, 'crest.png')] } });
    await screen.findByRole('img', { hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0][0];
    expect(values.name).toBe('Arsenal');
    expect(values.logo.rawFile.name).toBe('crest.png');
  });
});
