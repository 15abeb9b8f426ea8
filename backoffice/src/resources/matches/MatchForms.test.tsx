import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, SaveButton, SimpleForm, Toolbar, type DataProvider } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { matchRows } from './exporter';
import { resultText } from './MatchFields';
import { matchCreateErrors } from './matchRules';
import { MatchCreateInputs, type GroupSeasons } from './MatchInputs';
import { SetResultForm } from './SetResultDialog';

afterEach(cleanup);

const match: AdminMatch = {
  id: 9,
  season: { id: 1, name: 'Premier League 2030' },
  matchGroup: {
    id: 10,
    name: 'Week 1',
    matchWeek: 1,
    season: { id: 1, name: 'Premier League 2030' },
  },
  homeTeam: { id: 3, name: 'Arsenal', logoUrl: null },
  awayTeam: { id: 4, name: 'Chelsea', logoUrl: null },
  matchDate: '2030-05-04T15:00:00.000Z',
  predictionsClose: '2030-05-04T14:00:00.000Z',
  venue: null,
  matchWeek: null,
  status: 'finished',
  homeGoals: null,
  awayGoals: null,
  seasonId: 1,
  matchGroupId: 10,
  homeTeamId: 3,
  awayTeamId: 4,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('SetResultForm', () => {
  it('requires both goal counts as whole numbers of 0 or more before it submits', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <SetResultForm match={match} onSubmit={onSubmit} onCancel={() => {}} />
      </AdminContext>,
    );
    const submit = screen.getByRole('button', { name: 'Set Result' });
    fireEvent.click(submit);
    expect(await screen.findAllByText('Both goal counts are required')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText(/^Arsenal/), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/^Chelsea/), { target: { value: '0' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Goals must be whole numbers of 0 or more')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Arsenal/), { target: { value: '2' } });
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toMatchObject([{ homeGoals: 2, awayGoals: 0 }]);
  });
});

describe('MatchCreateInputs', () => {
  const lists: Record<string, unknown[]> = {
    seasons: [{ id: 1, name: 'Premier League 2030', order: 0, startDate: '2030-08-01' }],
    teams: [
      { id: 3, name: 'Arsenal' },
      { id: 4, name: 'Chelsea' },
    ],
    matchgroups: [{ id: 10, name: 'Week 1', seasonId: 1 }],
  };
  const dataProvider = {
    getList: async (resource: string) => ({
      data: lists[resource],
      total: lists[resource].length,
    }),
  } as unknown as DataProvider;

  it('disables the home team in the away list and refuses the same team twice', async () => {
    const groupSeasons: GroupSeasons = new Map();
    const onSubmit = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <SimpleForm
          resource="matches"
          record={{ season: 1, homeTeam: 3, awayTeam: 3, matchGroup: 10 }}
          onSubmit={onSubmit}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
          validate={(values) => matchCreateErrors(values, (id) => groupSeasons.get(id))}
        >
          <MatchCreateInputs groupSeasons={groupSeasons} />
        </SimpleForm>
      </AdminContext>,
    );
    expect(await screen.findByText('Premier League 2030')).toBeTruthy();
    await vi.waitFor(() => expect(groupSeasons.get(10)).toBe(1));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Away team/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox).getByRole('option', { name: 'Arsenal' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(listbox).getByRole('option', { name: 'Chelsea' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });
});

describe('matches list texts and CSV', () => {
  it('shows a dash without a result, else home - away', () => {
    expect(resultText(match)).toBe('-');
    expect(resultText({ homeGoals: 2, awayGoals: 0 })).toBe('2 - 0');
  });

  it('exports team, season and group names with the status in words', () => {
    expect(matchRows([{ ...match, homeGoals: 2, awayGoals: 1 }])[0]).toEqual({
      id: 9,
      season: 'Premier League 2030',
      matchGroup: 'Week 1',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      matchDate: '2030-05-04T15:00:00.000Z',
      predictionsClose: '2030-05-04T14:00:00.000Z',
      status: 'Finished',
      homeGoals: 2,
      awayGoals: 1,
      venue: '',
      matchWeek: null,
    });
  });
});
