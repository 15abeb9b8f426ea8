import { expect, test } from '@playwright/test';
import { adminPost, adminToken, createGameWeek, enterResult } from '../support/game';
import { prepareVisit } from '../support/playerRoutes';
import { predict } from '../support/rounds';
import { createSeasonQuestion, seasonTeamId } from '../support/seasonQuestions';
import { registerPlayer } from '../support/users';

test('a player answers a season question, it locks at its deadline, and its answer scores in the season table', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const week = await createGameWeek(request, { matchCount: 2 });
  const [first] = week.matches;
  const player = await registerPlayer(request);
  await predict(request, player.token, first, { homeGoals: 1, awayGoals: 0 });
  const token = await adminToken(request);
  // The exact score: 3 points in the season and in this month.
  await enterResult(request, token, first.id, 1, 0);
  const deadline = new Date(Date.now() + 30_000);
  const champion = await createSeasonQuestion(request, token, week.seasonId, {
    text: 'Champion',
    points: 10,
    picks: 1,
    deadline,
  });
  await createSeasonQuestion(request, token, week.seasonId, {
    text: 'Relegated clubs',
    points: 3,
    picks: 2,
    deadline: new Date(Date.now() + 7 * 24 * 3600_000),
  });

  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  await prepareVisit(page, 'light', { token: player.token, user: (await me.json()).user });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/seasons/${week.seasonId}`);
  await page.getByRole('link', { name: 'Season predictions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Season predictions' })).toBeVisible();
  await expect(page.getByText(week.seasonName)).toBeVisible();

  // Answer with the keyboard.
  const card = page.getByRole('region', { name: 'Champion' });
  await expect(card.getByText('Pick 1 team · 10 pts if right')).toBeVisible();
  const picker = card.getByRole('combobox', { name: 'Your pick' });
  await picker.fill(first.home);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(picker).toHaveValue(first.home);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Saved')).toBeVisible();
  // The other question wants two teams: Save waits for both.
  const relegated = page.getByRole('region', { name: 'Relegated clubs' });
  await expect(relegated.getByRole('button', { name: 'Save' })).toBeDisabled();

  // At the deadline the card locks by itself, and the API refuses a late change.
  await expect(card.getByText('Answers locked')).toBeVisible({ timeout: 45_000 });
  await expect(card.getByRole('combobox')).toHaveCount(0);
  await expect(card.getByText(`Your pick: ${first.home}`)).toBeVisible();
  const homeId = await seasonTeamId(request, week.seasonId, first.home);
  const late = await request.put(`/api/seasons/${week.seasonId}/questions/${champion.id}/answer`, {
    data: { teamIds: [homeId] },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(late.status()).toBe(400);
  expect((await late.json()).code).toBe('QUESTION_CLOSED');

  // The admin sets the answer: the player's 10 points count in the season table, not the month's.
  await adminPost(request, token, `/season-questions/${champion.id}/answer`, {
    teamIds: [homeId],
  });
  await page.reload();
  await expect(card.getByText(`Answer: ${first.home}`)).toBeVisible();
  await expect(card.getByText('You won 10 pts')).toBeVisible();
  await expect(card.getByText(`${first.home}: 1`)).toBeVisible();

  const now = new Date();
  const points = async (query: string) => {
    const response = await request.get(`/api/leaderboards?season=${week.seasonId}${query}`);
    const { rows } = (await response.json()) as {
      rows: { user: { id: number }; totalPoints: number; exactScoreCount: number }[];
    };
    return rows.find((row) => row.user.id === player.id);
  };
  expect(await points('')).toMatchObject({ totalPoints: 13, exactScoreCount: 1 });
  expect(
    await points(`&view=monthly&year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`),
  ).toMatchObject({ totalPoints: 3 });
});
