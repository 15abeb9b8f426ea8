import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, SaveButton, SimpleForm, Toolbar, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { matchGroupRows } from './exporter';
import { MatchGroupInputs } from './MatchGroupInputs';

afterEach(cleanup);

const dataProvider = {
  getList: async () => ({
    data: [{ id: 3, name: 'Premier League 2030', order: 0, startDate: '2030-08-01' }],
    total: 1,
  }),
} as unknown as DataProvider;

function renderForm(creating: boolean, onSubmit = vi.fn()) {
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SimpleForm
        onSubmit={onSubmit}
        resource="matchgroups"
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <MatchGroupInputs creating={creating} />
      </SimpleForm>
    </AdminContext>,
  );
  return onSubmit;
}

describe('MatchGroupInputs', () => {
  it('requires a season on creation and a name', async () => {
    const onSubmit = renderForm(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Season is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  for (const [label, value, message] of [
    ['Name', 'n'.repeat(101), 'Name must be at most 100 characters'],
    ['Description', 'd'.repeat(501), 'Description must be at most 500 characters'],
    ['Match week', '0', 'Match week must be at least 1'],
  ])
    it(`limits ${label}: ${message}`, async () => {
      const onSubmit = renderForm(false);
      expect(screen.queryByRole('combobox', { name: /Season/ })).toBeNull();
      if (label !== 'Name')
        fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Week 1' } });
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    });

  it('submits a valid group', async () => {
    const onSubmit = renderForm(false);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Week 1' } });
    fireEvent.change(screen.getByLabelText(/^Match week/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Week 1', matchWeek: 1 });
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
