import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { trophyImage } from './imageRules';
import { TrophyInputs } from './TrophyInputs';

afterEach(cleanup);

const file = (type: string, size: number) =>
  new File([new Uint8Array(size)], `f.${type.split('/')[1]}`, { type });

describe('trophy image rule', () => {
  it('accepts images up to 5MB and keeps a stored image', () => {
    expect(trophyImage({ rawFile: file('image/png', 10) })).toBeUndefined();
    expect(trophyImage({ rawFile: file('image/webp', 5 * 1024 * 1024) })).toBeUndefined();
    expect(trophyImage('/uploads/a.png')).toBeUndefined();
    expect(trophyImage(null)).toBeUndefined();
  });

  it("refuses other files and larger images with the spec's messages", () => {
    expect(trophyImage({ rawFile: file('application/pdf', 10) })).toBe(
      'Please select an image file',
    );
    expect(trophyImage({ rawFile: file('image/png', 5 * 1024 * 1024 + 1) })).toBe(
      'Image must be less than 5MB',
    );
  });
});

describe('TrophyInputs', () => {
  it('requires name and description and offers the spec type labels', async () => {
    const onSubmit = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <SimpleForm
          onSubmit={onSubmit}
          resource="trophies"
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <TrophyInputs />
        </SimpleForm>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    for (const label of [
      'Custom Trophy',
      '1st Place Monthly',
      '2nd Place Annual',
      '3rd Place League',
    ])
      expect(screen.getByRole('option', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: '1st Place League' }));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Cup' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Winner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Cup',
      description: 'Winner',
      trophyType: 'league_first',
      isActive: true,
    });
  });
});
