import { expect, test } from '@playwright/test';
import { adminToken, closeMatch, createGameWeek, enterResult } from '../support/game';
import { prepareVisit } from '../support/playerRoutes';
import { predict } from '../support/rounds';
import { registerPlayer } from '../support/users';

test('the round table follows a round as its results come in, and its winner gets the Round Winner trophy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const week = await createGameWeek(request, { matchCount: 2 });
  const [winner, other] = [await registerPlayer(request), await registerPlayer(request)];
  const [first, second] = week.matches;
  await predict(request, winner.token, first, { homeGoals: 2, awayGoals: 1, isBanker: true });
  await predict(request, winner.token, second, { homeGoals: 0, awayGoals: 0 });
  await predict(request, other.token, first, { homeGoals: 1, awayGoals: 0 });
  await predict(request, other.token, second, { homeGoals: 1, awayGoals: 1 });
  const token = await adminToken(request);
  for (const match of week.matches) await closeMatch(request, token, week, match.id);
  await enterResult(request, token, first.id, 2, 1);

  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${winner.token}` },
  });
  await prepareVisit(page, 'light', { token: winner.token, user: (await me.json()).user });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leaderboards');
  await page.getByRole('tab', { name: week.seasonName }).click();
  await page.getByRole('button', { name: 'Round' }).click();
  await expect(page.getByRole('combobox', { name: 'Round' })).toHaveText(week.groupName);
  await expect(
    page.getByText(`${week.groupName} is still being played: points so far`),
  ).toBeVisible();
  const table = page.getByRole('table', { name: `Leaderboard, ${week.groupName}` });
  // The banker's exact score: 6 points to 1 so far.
  await expect(table.getByRole('row').nth(1)).toContainText(winner.teamName);
  await expect(table.getByRole('row').nth(1)).toContainText('6');
  await expect(page).toHaveURL(new RegExp(`season=${week.seasonId}&view=round`));

  // The last result: the table on screen follows it (the live feed), the round is complete, and
  // its winner is crowned at once.
  await enterResult(request, token, second.id, 1, 1);
  await expect(
    page.getByText(`All results of ${week.groupName} are in: this is its final table`),
  ).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('row').nth(1)).toContainText(winner.teamName);

  await expect(async () => {
    await page.goto(`/users/${winner.id}/trophies`);
    await expect(page.getByText(`Won ${week.groupName} of ${week.seasonName}`)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Round Winner').first()).toBeVisible();
  // The other player won nothing.
  await page.goto(`/users/${other.id}/trophies`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(other.teamName);
  await expect(page.getByText(/No trophies/i).first()).toBeVisible();
  await expect(page.getByText(`Won ${week.groupName}`)).toHaveCount(0);
});
