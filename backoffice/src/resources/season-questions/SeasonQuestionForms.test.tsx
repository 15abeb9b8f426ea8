import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../test/screens';
import { SeasonQuestionCreate } from './SeasonQuestionCreate';
import { SeasonQuestionEdit } from './SeasonQuestionEdit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seasons = [{ id: 3, name: 'Premier League 2026/27', order: 0, startDate: '2026-08-01' }];
const getList = vi.fn(async () => ({ data: seasons, total: 1 }));
const question = {
  id: 11,
  seasonId: 3,
  season: { id: 3, name: 'Premier League 2026/27' },
  text: 'Relegated clubs',
  deadline: '2026-08-15T11:00:00.000Z',
  points: 3,
  picks: 3,
  answerTeamIds: null,
  answeredAt: null,
  answerCount: 12,
  createdAt: '2026-07-01T00:00:00.000Z',
  updatedAt: '2026-07-01T00:00:00.000Z',
};

describe('SeasonQuestionCreate', () => {
  it("checks the question, points and teams to pick in the contracts' words before saving", async () => {
    const create = vi.fn();
    renderScreen(
      'season-questions',
      '/season-questions/create',
      { '/season-questions/create': <SeasonQuestionCreate /> },
      { create, getList },
    );
    const points = await screen.findByRole('spinbutton', { name: /^Points per correct team/ });
    fireEvent.change(points, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Question is required')).toBeTruthy();
    expect(screen.getByText('Points must be a whole number from 1 to 100')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('Set answer', () => {
  it('says what saving does, then sends the right teams and scores', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
      const body =
        init.method === 'POST'
          ? { ...question, answerTeamIds: [1] }
          : {
              season: { id: 3, name: 'Premier League 2026/27' },
              teams: [
                { id: 1, name: 'Burnley', shortName: 'BUR', logoUrl: null },
                { id: 2, name: 'Chelsea', shortName: 'CHE', logoUrl: null },
              ],
              questions: [],
            };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(
      'season-questions',
      '/season-questions/11',
      { '/season-questions/:id': <SeasonQuestionEdit /> },
      { getOne: async () => ({ data: question }), getList },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer: Relegated clubs' });
    expect(
      within(dialog).getByText(/every player gets 3 pts for each of their picks in the answer/),
    ).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save and score' });
    expect(save).toHaveProperty('disabled', true);
    const picker = within(dialog).getByRole('combobox', { name: 'Right teams' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(picker, { target: { value: 'Burn' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Burnley' }));
    fireEvent.click(save);
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/season-questions/11/answer',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ teamIds: [1] }) }),
      ),
    );
  });
});
