import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import { recordingSave, renderScreen, withSource } from '../../test/screens';
import { matchRows } from './exporter';
import { resultText } from './MatchFields';
import { MatchCreate } from './MatchCreate';
import { MatchEdit } from './MatchEdit';
import { SetResultForm } from './SetResultDialog';
import { LayoutFrame } from '../../test/screens';

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
        <LayoutFrame>
          <SetResultForm match={match} onSubmit={onSubmit} onCancel={() => {}} />
        </LayoutFrame>
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

const lists: Record<string, unknown[]> = {
  seasons: [{ id: 1, name: 'Premier League 2030', order: 0, startDate: '2030-08-01' }],
  teams: [
    { id: 3, name: 'Arsenal' },
    { id: 4, name: 'Chelsea' },
  ],
  // Every group, whichever season is asked for: week 20 belongs to another season.
  matchgroups: [
    { id: 10, name: 'Week 1', seasonId: 1 },
    { id: 20, name: 'Week 20', seasonId: 2 },
  ],
};

/** The real Add New Match (with a preset record) or Edit match screen, its saves recorded. */
function renderMatch(path: string) {
  const save = recordingSave(match);
  renderScreen(
    'matches',
    path,
    { '/matches/create': <MatchCreate />, '/matches/:id': <MatchEdit /> },
    {
      getList: async (resource: string) => ({
        data: lists[resource],
        total: lists[resource].length,
      }),
      getOne: async () => ({ data: match }),
      create: save,
      update: save,
    },
  );
  return save;
}

const createWith = (preset: object) => renderMatch(withSource('/matches/create', preset));

const setDateTime = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Add New Match', () => {
  it('disables the home team in the away list', async () => {
    createWith({ season: 1, homeTeam: 3 });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Away team/ }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox).getByRole('option', { name: 'Arsenal' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(listbox).getByRole('option', { name: 'Chelsea' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it("refuses the same team twice, a late close and another season's group, in the spec's words", async () => {
    const save = createWith({ season: 1, matchGroup: 20, homeTeam: 3, awayTeam: 3 });
    expect(await screen.findByText('Week 20')).toBeTruthy();
    setDateTime(/^Match date/, '2030-05-04T15:00');
    setDateTime(/^Predictions close/, '2030-05-04T15:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Home and away teams cannot be the same')).toBeTruthy();
    expect(screen.getByText('Predictions must close before the match starts')).toBeTruthy();
    expect(
      screen.getByText(
        'Selected match group does not belong to the current season. Please select a different match group.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Predictions close/).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });

  it('requires both date-times and saves a valid match', async () => {
    const save = createWith({ season: 1, matchGroup: 10, homeTeam: 3, awayTeam: 4 });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Match date is required')).toBeTruthy();
    expect(screen.getByText('Predictions close is required')).toBeTruthy();
    setDateTime(/^Match date/, '2030-05-04T15:00');
    setDateTime(/^Predictions close/, '2030-05-04T14:00');
    await waitFor(() => expect(screen.queryByText('Match date is required')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][1].data).toMatchObject({
      matchDate: '2030-05-04T15:00:00.000Z',
      predictionsClose: '2030-05-04T14:00:00.000Z',
    });
  });
});

describe('Edit match', () => {
  it('keeps the date rule and a match week of at least 1', async () => {
    const save = renderMatch('/matches/9');
    const week = await screen.findByRole('spinbutton', { name: /^Match week/ });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Predictions close/)).toHaveProperty(
        'value',
        '2030-05-04T14:00',
      ),
    );
    setDateTime(/^Predictions close/, '2030-05-04T16:00');
    fireEvent.change(week, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Predictions must close before the match starts')).toBeTruthy();
    expect(screen.getByText('Match week must be at least 1')).toBeTruthy();
    expect(week.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
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
