import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeasonQuestion, SeasonQuestions } from '@predictor/contracts/types';
import { renderApp } from '../../test/render';
import { mockApi, sentBody } from '../../test/http';
import { makeUser } from '../../test/fixtures';

const me = makeUser({ id: 1, teamName: 'Red Rovers' });
const LIST = 'GET /api/seasons/3/questions';
const SAVE = 'PUT /api/seasons/3/questions/11/answer';
const future = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
const past = new Date(Date.now() - 5 * 24 * 3600_000).toISOString();

const question = (fields: Partial<SeasonQuestion>): SeasonQuestion => ({
  id: 11,
  seasonId: 3,
  text: 'Relegated clubs',
  deadline: future,
  points: 3,
  picks: 2,
  open: true,
  answerTeamIds: null,
  myTeamIds: null,
  myPoints: null,
  answers: 0,
  pickCounts: null,
  ...fields,
});
const list = (questions: SeasonQuestion[]): SeasonQuestions => ({
  season: { id: 3, name: 'Premier League 2026/27' },
  teams: [
    { id: 1, name: 'Arsenal', shortName: 'ARS', logoUrl: null },
    { id: 2, name: 'Burnley', shortName: 'BUR', logoUrl: null },
    { id: 3, name: 'Chelsea', shortName: 'CHE', logoUrl: null },
  ],
  questions,
});

describe('season predictions (/seasons/{id}/questions)', () => {
  it('lets a player pick teams with the keyboard and save them', async () => {
    let stored: number[] | null = null;
    const api = mockApi({
      'GET /api/auth/me': { body: { user: me } },
      [LIST]: () => ({ body: list([question({ myTeamIds: stored })]) }),
      [SAVE]: () => {
        stored = [2, 3];
        return { body: question({ myTeamIds: stored, answers: 1 }) };
      },
    });
    renderApp('/seasons/3/questions', { user: me });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Season predictions' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Relegated clubs' });
    expect(
      within(card).getByText('Pick 2 teams · 3 pts for each correct team'),
    ).toBeInTheDocument();
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const picker = within(card).getByRole('combobox', { name: 'Your picks' });
    await userEvent.type(picker, 'Burn{Enter}');
    expect(save).toBeDisabled();
    await userEvent.type(picker, 'Chel{Enter}');
    expect(within(card).getByText('Choose 2 teams (2 of 2)')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await within(card).findByText('Saved')).toBeInTheDocument();
    expect(sentBody(api, SAVE)).toEqual({ teamIds: [2, 3] });
  });

  it("shows the server's refusal beside the picker", async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      [LIST]: { body: list([question({ picks: 1, text: 'Champion', points: 10 })]) },
      [SAVE]: {
        status: 400,
        body: {
          message: 'Answers to this question are locked: its deadline has passed',
          code: 'QUESTION_CLOSED',
        },
      },
    });
    renderApp('/seasons/3/questions', { user: me });
    const card = await screen.findByRole('region', { name: 'Champion' });
    await userEvent.type(within(card).getByRole('combobox', { name: 'Your pick' }), 'Ars{Enter}');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('Answers to this question are locked: its deadline has passed'),
    ).toBeInTheDocument();
  });

  it('shows a locked question with the answer, the points won and the crowd', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: me } },
      [LIST]: {
        body: list([
          question({
            open: false,
            deadline: past,
            answerTeamIds: [2, 3],
            myTeamIds: [1, 2],
            myPoints: 3,
            answers: 4,
            pickCounts: [
              { teamId: 2, count: 3 },
              { teamId: 1, count: 2 },
            ],
          }),
        ]),
      },
    });
    renderApp('/seasons/3/questions', { user: me });
    const card = await screen.findByRole('region', { name: 'Relegated clubs' });
    expect(within(card).getByText('Answers locked')).toBeInTheDocument();
    expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card).getByText('Your picks: Arsenal, Burnley')).toBeInTheDocument();
    expect(within(card).getByText('Burnley, Chelsea')).toBeInTheDocument();
    expect(within(card).getByText('You won 3 pts')).toBeInTheDocument();
    expect(within(card).getByText('Burnley: 3')).toBeInTheDocument();
  });

  it('says so when the season has no questions, and asks a guest to sign in', async () => {
    mockApi({ [LIST]: { body: list([]) } });
    renderApp('/seasons/3/questions');
    expect(
      await screen.findByText('No season predictions for this competition yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/seasons/3/questions')}`,
    );
  });

  it('shows Season not found for an unknown season', async () => {
    mockApi({ [LIST]: { status: 404, body: { message: 'Season not found', code: 'NOT_FOUND' } } });
    renderApp('/seasons/99/questions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Season not found' }),
    ).toBeInTheDocument();
  });
});
