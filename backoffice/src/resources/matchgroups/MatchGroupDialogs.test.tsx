import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderDialog } from '../../test/screens';
import { matchGroupRows } from './exporter';
import { MatchGroupCreateDialog, MatchGroupEditDialog } from './MatchGroupDialogs';

afterEach(cleanup);

const group = {
  id: 4,
  name: 'Week 1',
  description: null,
  matchWeek: 1,
  isActive: true,
  seasonId: 3,
};

const seasons = [{ id: 3, name: 'Premier League 2030', order: 0, startDate: '2030-08-01' }];

/** The real dialog (create or edit), its saves recorded. */
const renderGroupDialog = (creating: boolean) =>
  renderDialog(
    creating ? (
      <MatchGroupCreateDialog onClose={() => {}} />
    ) : (
      <MatchGroupEditDialog id="4" onClose={() => {}} />
    ),
    group,
    seasons,
  );

describe('match group dialogs', () => {
  it('requires a season on creation and a name', async () => {
    const save = renderGroupDialog(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Season is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  for (const [label, value, message] of [
    ['Name', 'n'.repeat(101), 'Name must be at most 100 characters'],
    ['Description', 'd'.repeat(501), 'Description must be at most 500 characters'],
    ['Match week', '0', 'Match week must be at least 1'],
    ['Match week', '1.5', 'Match week must be at least 1'],
  ])
    it(`refuses ${label} ${value.length > 9 ? `of ${value.length} characters` : value}: ${message}`, async () => {
      const save = renderGroupDialog(false);
      const input = await screen.findByRole(label === 'Match week' ? 'spinbutton' : 'textbox', {
        name: new RegExp(`^${label}`),
      });
      expect(screen.queryByRole('combobox', { name: /Season/ })).toBeNull();
      fireEvent.change(input, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(save).not.toHaveBeenCalled();
    });

  it('saves a valid group', async () => {
    const save = renderGroupDialog(false);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Week 2' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Match week/ }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1].data).toMatchObject({ name: 'Week 2', matchWeek: 2 });
  });
});

describe('match groups CSV', () => {
  it("names the season and says 'No week set' and the status in words", () => {
    expect(
      matchGroupRows([
        {
          id: 1,
          name: 'Cup round',
          description: null,
          matchWeek: null,
          isActive: false,
          seasonId: 3,
          season: { id: 3, name: 'Premier League 2030' },
          matchCount: 2,
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      ]),
    ).toEqual([
      {
        id: 1,
        name: 'Cup round',
        description: '',
        matchWeek: 'No week set',
        season: 'Premier League 2030',
        status: 'Inactive',
        matches: 2,
      },
    ]);
  });
});
