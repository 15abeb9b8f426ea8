import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen, withSource } from '../../test/screens';
import { SeasonCreate } from './SeasonCreate';
import { SeasonEdit } from './SeasonEdit';

afterEach(cleanup);

const season = {
  id: 3,
  name: 'Premier League 2030',
  description: null,
  startDate: '2030-08-01',
  endDate: '2031-05-31',
  competitionId: 2,
  isActive: true,
  order: 0,
  gameType: 'league',
};

/** Add Season (at /seasons/create) or Edit (at /seasons/3), checked by the contracts' seasonSchema. */
function renderSeason(path: string) {
  const update = vi.fn();
  const competitions = [{ id: 2, name: 'Premier League' }];
  renderScreen(
    'seasons',
    path,
    { '/seasons/create': <SeasonCreate />, '/seasons/:id': <SeasonEdit /> },
    {
      getList: async () => ({ data: competitions, total: 1 }),
      getMany: async () => ({ data: competitions }),
      getOne: async () => ({ data: season }),
      create: update,
      update,
    },
  );
  return update;
}

describe('season forms', () => {
  it('require name, competition and both dates', async () => {
    const save = renderSeason('/seasons/create');
    fireEvent.change(await screen.findByLabelText('Description'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Competition is required')).toBeTruthy();
    expect(screen.getByText('Start date is required')).toBeTruthy();
    expect(screen.getByText('End date is required')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuse an end before the start', async () => {
    const save = renderSeason(withSource('/seasons/create', { name: '2025/26', competitionId: 2 }));
    fireEvent.change(await screen.findByLabelText(/^Start date/), {
      target: { value: '2025-08-01' },
    });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2025-07-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('refuse, on edit, an emptied name and an end before the start', async () => {
    const save = renderSeason('/seasons/3');
    const name = await screen.findByDisplayValue('Premier League 2030');
    fireEvent.change(name, { target: { value: ' ' } });
    const end = screen.getByLabelText(/^End date/);
    fireEvent.change(end, { target: { value: '2030-07-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });
});
