import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDialog } from '../../test/screens';
import { trophyFormSchema } from './trophyForm';
import { TrophyCreateDialog, TrophyEditDialog } from './TrophyDialogs';

afterEach(cleanup);

const file = (type: string, size: number) =>
  new File([new Uint8Array(size)], `f.${type.split('/')[1]}`, { type });

/** The image's message in the trophy form, if any. */
const trophyImage = (value: unknown) =>
  trophyFormSchema.shape.imageUrl.safeParse(value).error?.issues[0]?.message;

describe('the trophy form schema: the image', () => {
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

const trophy = {
  id: 3,
  name: 'Cup',
  description: 'Winner',
  trophyType: 'custom',
  isActive: true,
  imageUrl: '/uploads/cup.png',
};

/** The real create or edit dialog, its saves recorded. */
const renderTrophyDialog = (editing?: boolean) =>
  renderDialog(
    editing ? (
      <TrophyEditDialog id="3" onClose={() => {}} />
    ) : (
      <TrophyCreateDialog onClose={() => {}} />
    ),
    trophy,
  );

describe('trophy dialogs', () => {
  it('requires name and description and offers the spec type labels', async () => {
    const save = renderTrophyDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(save).not.toHaveBeenCalled();
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
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1].data).toMatchObject({
      name: 'Cup',
      description: 'Winner',
      trophyType: 'league_first',
      isActive: true,
    });
  });

  it('refuses a description emptied on edit, keeping the stored image', async () => {
    const save = renderTrophyDialog(true);
    const description = await screen.findByDisplayValue('Winner');
    fireEvent.change(description, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Description is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(description, { target: { value: 'The winner' } });
    // Typing validates again; Save waits for it.
    await waitFor(() => expect(screen.queryByText('Description is required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1].data).toMatchObject({ imageUrl: '/uploads/cup.png' });
  });

  it('checks a chosen image at once, beside the image input, before Save', async () => {
    const save = renderTrophyDialog();
    await screen.findByLabelText(/^Name/);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const block = () => input.closest('.ra-input-imageUrl') as HTMLElement;
    fireEvent.change(input, { target: { files: [file('application/pdf', 10)] } });
    expect(await within(block()).findByText('Please select an image file')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('image/png', 5 * 1024 * 1024 + 1)] } });
    expect(await within(block()).findByText('Image must be less than 5MB')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
