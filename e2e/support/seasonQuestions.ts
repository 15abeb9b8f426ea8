import { expect, type APIRequestContext } from '@playwright/test';
import { adminPost } from './game';

export type SeasonQuestionFields = { text: string; points: number; picks: number; deadline?: Date };

/** A season question made through the admin API, as staff would in the back office. */
export async function createSeasonQuestion(
  request: APIRequestContext,
  token: string,
  seasonId: number,
  { deadline, ...fields }: SeasonQuestionFields,
) {
  return adminPost<{ id: number }>(request, token, '/season-questions', {
    seasonId,
    ...fields,
    ...(deadline ? { deadline: deadline.toISOString() } : {}),
  });
}

/** The id of a team of the season, by name (from the season's questions answer). */
export async function seasonTeamId(request: APIRequestContext, seasonId: number, name: string) {
  const response = await request.get(`/api/seasons/${seasonId}/questions`);
  expect(response.status()).toBe(200);
  const { teams } = (await response.json()) as { teams: { id: number; name: string }[] };
  return teams.find((team) => team.name === name)!.id;
}
