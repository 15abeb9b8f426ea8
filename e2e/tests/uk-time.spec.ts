import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createGameWeek, type GameWeek } from '../support/game';
import { newPlayerSession, openSettled, prepareVisit } from '../support/playerRoutes';

const HOUR = 3_600_000;

/** Moves a match to a fixed kick-off (predictions close an hour before), as staff would. */
async function kickOffAt(request: APIRequestContext, week: GameWeek, index: number, at: Date) {
  const response = await request.put(`/api/admin/matches/${week.matches[index].id}`, {
    data: {
      matchDate: at.toISOString(),
      predictionsClose: new Date(at.getTime() - HOUR).toISOString(),
      matchGroupId: week.groupId,
    },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const card = (page: Page, week: GameWeek, index: number) =>
  page.getByRole('article', {
    name: `${week.matches[index].home} v ${week.matches[index].away}`,
  });

/**
 * Times read in UTC, labelled, until the player turns on "Show times in UK time" on their profile;
 * then a winter kick-off reads GMT and a summer one BST, an hour later than UTC, on every screen,
 * and the setting stays with the profile.
 */
test('a player turns on UK time and sees GMT and BST kick-offs', async ({ page, request }) => {
  const year = new Date().getUTCFullYear() + 1;
  const week = await createGameWeek(request, { matchCount: 2 });
  await kickOffAt(request, week, 0, new Date(`${year}-01-09T15:00:00Z`));
  await kickOffAt(request, week, 1, new Date(`${year}-07-10T14:00:00Z`));
  const player = await newPlayerSession(request);
  await prepareVisit(page, 'light', player);

  await openSettled(page, `/seasons/${week.seasonId}`);
  await expect(card(page, week, 0)).toContainText('Jan 9 · 3:00 PM UTC');
  await expect(card(page, week, 1)).toContainText('Jul 10 · 2:00 PM UTC');

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  const ukTime = page.getByRole('switch', { name: 'Show times in UK time' });
  await expect(ukTime).not.toBeChecked();
  await ukTime.click();
  await expect(ukTime).toBeChecked();

  await page.goBack();
  await expect(card(page, week, 0)).toContainText('Jan 9 · 3:00 PM GMT');
  await expect(card(page, week, 1)).toContainText('Jul 10 · 3:00 PM BST');

  // Kept with the profile: a fresh visit (the session checked again) still reads UK time.
  await openSettled(page, `/predictions/${week.matches[1].id}`);
  await expect(page.getByText('Jul 10 · 3:00 PM BST')).toBeVisible();
  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect((await me.json()).user.preferences.ukTime).toBe(true);
});
