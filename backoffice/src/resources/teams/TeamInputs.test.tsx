import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { vi } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts/constants';
import { recordingSave, renderScreen } from '../../test/screens';
import { TeamCreate } from './TeamCreate';
import { TeamEdit } from './TeamEdit';
import { teamFormSchema } from './TeamInputs';

afterEach(cleanup);

const file = (type: string, size = 10, name = 'crest') =>
  new File([new Uint8Array(size)], name, { type });

describe('the team form schema: a newly chosen logo', () => {
  const logo = (value: unknown) =>
    teamFormSchema.shape.logo.safeParse(value).error?.issues[0]?.message;

  it('accepts a JPEG, PNG or GIF up to 5MB, and no new file at all', () => {
    expect(logo({ rawFile: file('image/png') })).toBeUndefined();
    expect(logo({ rawFile: file('image/jpeg') })).toBeUndefined();
    expect(logo({ rawFile: file('image/gif', UPLOAD_MAX_BYTES) })).toBeUndefined();
    expect(logo(undefined)).toBeUndefined();
    expect(logo(null)).toBeUndefined();
  });

  it('refuses another type and a file over 5MB with the spec texts', () => {
    expect(logo({ rawFile: file('image/webp') })).toBe('Logo must be a JPEG, PNG, or GIF image');
    expect(logo({ rawFile: file('application/pdf') })).toBe(
      'Logo must be a JPEG, PNG, or GIF image',
    );
    expect(logo({ rawFile: file('image/png', UPLOAD_MAX_BYTES + 1) })).toBe(
      'Logo file size must be less than 5MB',
    );
  });
});

const team = { id: 7, name: 'Arsenal', shortName: 'ARS', countryCode: 'ENG', competitionId: null };

/** The real Create (at /teams/create) or Edit (at /teams/7) screen, its saves recorded. */
function renderTeam(path = '/teams/create', save = recordingSave(team)) {
  renderScreen(
    'teams',
    path,
    { '/teams/create': <TeamCreate />, '/teams/:id': <TeamEdit /> },
    {
      getList: async () => ({ data: [{ id: 2, name: 'Premier League' }], total: 1 }),
      getMany: async () => ({ data: [] }),
      getOne: async () => ({ data: team }),
      create: save,
      update: save,
    },
  );
  return save;
}

/** The logo input's file field, and the block around it where its message shows. */
const logoInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const logoBlock = () => logoInput().closest('.ra-input-logo') as HTMLElement;
const choose = (chosen: File) => fireEvent.change(logoInput(), { target: { files: [chosen] } });

const TOO_LARGE = 'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all';

describe('Create and Edit team', () => {
  it('upper-cases the short name and country code as they are typed', async () => {
    renderTeam();
    const shortName = await screen.findByLabelText('Short name');
    fireEvent.change(shortName, { target: { value: 'ars' } });
    expect((shortName as HTMLInputElement).value).toBe('ARS');
    const country = screen.getByLabelText('Country code');
    fireEvent.change(country, { target: { value: 'eng' } });
    expect((country as HTMLInputElement).value).toBe('ENG');
  });

  it('requires the name and limits short name to 10 and country code to 3', async () => {
    const save = renderTeam();
    fireEvent.change(await screen.findByLabelText('Short name'), {
      target: { value: 'ABCDEFGHIJK' },
    });
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'ENGL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Short name must be at most 10 characters')).toBeTruthy();
    expect(screen.getByText('Country code must be at most 3 characters')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a logo of another type before anything is sent', async () => {
    const save = renderTeam();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Arsenal' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('image/webp', 10, 'crest.webp')] } });
    await screen.findByRole('img', { hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logo must be a JPEG, PNG, or GIF image')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a valid team with its chosen PNG logo', async () => {
    const save = renderTeam();
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Arsenal' } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('image/png', 10, 'crest.png')] } });
    await screen.findByRole('img', { hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const values = save.mock.calls[0][1].data as { name: string; logo: { rawFile: File } };
    expect(values.name).toBe('Arsenal');
    expect(values.logo.rawFile.name).toBe('crest.png');
  });

  it('edits with the same schema: an emptied name is refused, nothing is sent', async () => {
    const save = renderTeam('/teams/7');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Arsenal'));
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('checks a chosen logo at once: its type, then 5MB, beside the logo input before Save', async () => {
    const save = renderTeam();
    await screen.findByLabelText(/^Name/);
    choose(file('image/webp', 10, 'crest.webp'));
    expect(
      await within(logoBlock()).findByText('Logo must be a JPEG, PNG, or GIF image'),
    ).toBeTruthy();
    choose(file('image/png', UPLOAD_MAX_BYTES + 1, 'huge.png'));
    expect(
      await within(logoBlock()).findByText('Logo file size must be less than 5MB'),
    ).toBeTruthy();
    expect(within(logoBlock()).queryByText('Logo must be a JPEG, PNG, or GIF image')).toBeNull();
    choose(file('image/png', 10, 'crest.png'));
    await waitFor(() =>
      expect(within(logoBlock()).queryByText('Logo file size must be less than 5MB')).toBeNull(),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the form filled when the server refuses the logo, its message beside the input; another logo saves', async () => {
    const refusal = { message: TOO_LARGE, code: 'IMAGE_TOO_LARGE', errors: { logo: TOO_LARGE } };
    const save = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(TOO_LARGE, 400, refusal))
      .mockImplementation(async (_resource: string, { data }: { data: object }) => ({
        data: { ...team, ...data },
      }));
    renderTeam('/teams/create', save);
    const name = await screen.findByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Arsenal' } });
    fireEvent.change(screen.getByLabelText('Short name'), { target: { value: 'ars' } });
    choose(file('image/png', 10, 'huge.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(logoBlock()).findByText(TOO_LARGE)).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect((name as HTMLInputElement).value).toBe('Arsenal');
    expect((screen.getByLabelText('Short name') as HTMLInputElement).value).toBe('ARS');
    expect(screen.queryByText('the list')).toBeNull();

    choose(file('image/gif', 10, 'small.gif'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    const values = save.mock.calls[1][1].data as { name: string; logo: { rawFile: File } };
    expect(values).toMatchObject({ name: 'Arsenal', shortName: 'ARS' });
    expect(values.logo.rawFile.name).toBe('small.gif');
    expect(await screen.findByText('the list')).toBeTruthy();
  });
});
