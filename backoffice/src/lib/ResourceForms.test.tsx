import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderScreen } from '../test/screens';
import { CompetitionCreate } from '../resources/competitions/CompetitionCreate';
import { CompetitionEdit } from '../resources/competitions/CompetitionEdit';
import { TeamEdit } from '../resources/teams/TeamEdit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const league = { id: 7, name: 'Walk League', countryCode: 'ENG', tier: 1, isActive: true };
const rovers = { id: 3, name: 'Walk Rovers', shortName: 'WRO', countryCode: 'ENG', logoUrl: null };

function renderCreate(create: (resource: string, params: { data: object }) => Promise<unknown>) {
  return renderScreen(
    'competitions',
    '/competitions/create',
    { '/competitions/create': <CompetitionCreate /> },
    { create: vi.fn(create) },
  );
}

async function typeName(name: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
    target: { value: name },
  });
}

describe('create and edit pages', () => {
  it('name the record in the success notification: "Competition \'Walk League\' created", then the list', async () => {
    renderCreate(async (_, { data }) => ({ data: { ...league, ...data } }));
    await typeName('Walk League');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Competition 'Walk League' created")).toBeTruthy();
    expect(await screen.findByText('the list')).toBeTruthy();
  });

  it("show a refusal's message in the red banner, until it is dismissed", async () => {
    const { router } = renderCreate(async () => {
      throw new HttpError('Conflict', 409, { message: 'A competition with this name exists' });
    });
    await typeName('Walk League');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('A competition with this name exists');
    // The form stays, with what was typed.
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Walk League');
    fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // Refused, the typed name is still unsaved: leaving asks first.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => router.navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it("fall back to the spec's text in the banner when the server says nothing", async () => {
    renderCreate(async () => {
      throw new HttpError('', 500, {});
    });
    await typeName('Walk League');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create competition');
  });

  it('have Cancel, back to the list', async () => {
    renderCreate(async () => ({ data: league }));
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('the list')).toBeTruthy();
  });

  it('ask before a navigation drops unsaved changes, and stay when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderCreate(async () => ({ data: league }));
    await typeName('Walk League');
    await act(async () => router.navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledWith(
      "Some of your changes weren't saved. Are you sure you want to ignore them?",
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Walk League');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('save a safe edit undoably: the named notification offers Undo before anything is sent', async () => {
    const update = vi.fn(async () => ({ data: league }));
    renderScreen(
      'competitions',
      '/competitions/7',
      { '/competitions/:id': <CompetitionEdit /> },
      { getOne: async () => ({ data: league }), update },
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Walk League'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Walk Premier League' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Competition 'Walk Premier League' updated")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('delete after a confirmation, naming the record: "Team \'Walk Rovers\' deleted"', async () => {
    const deleteOne = vi.fn(async () => ({ data: rovers }));
    renderScreen(
      'teams',
      '/teams/3',
      { '/teams/:id': <TeamEdit /> },
      {
        getOne: async () => ({ data: rovers }),
        getList: async () => ({ data: [], total: 0 }),
        delete: deleteOne,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText("Team 'Walk Rovers' deleted")).toBeTruthy();
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(deleteOne).toHaveBeenCalledTimes(1);
  });
});
