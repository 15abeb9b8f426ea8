import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createGameWeek } from '../support/game';
import { newPlayerSession, openSettled, prepareVisit, themes } from '../support/playerRoutes';
import { registerPlayer, type RegisteredPlayer } from '../support/users';

/** Signs in through the sign-in page, as a player does, and lands on /profile. */
async function signInThroughPage(page: Page, player: RegisteredPlayer) {
  await prepareVisit(page, 'light', null);
  await page.goto('/login?next=/profile');
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a player downloads their data, then deletes the account and cannot sign in again', async ({
  page,
  request,
}, testInfo) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const player = await registerPlayer(request);
  const [match] = week.matches;
  const predicted = await request.post('/api/predictions', {
    data: { match: match.id, homeGoals: 3, awayGoals: 1, isBanker: true },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(predicted.status(), await predicted.text()).toBe(201);
  await signInThroughPage(page, player);

  const card = page.getByRole('region', { name: 'Your Data' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^predictor-data-${player.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email: player.email, teamName: player.teamName });
  expect(data.predictions).toEqual([
    expect.objectContaining({
      homeGoals: 3,
      awayGoals: 1,
      isBanker: true,
      match: expect.objectContaining({ id: match.id }),
    }),
  ]);

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been deleted. Thank you for playing.',
  );
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screens', 'home-account-deleted-1280-light.png'),
    animations: 'disabled',
  });
  const me = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(me.status()).toBe(401);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  for (const theme of themes) {
    test(`screenshots of the Your Data card and the delete dialog, ${viewport.width} px, ${theme}`, async ({
      page,
      request,
    }, testInfo) => {
      const session = await newPlayerSession(request);
      await page.setViewportSize(viewport);
      await prepareVisit(page, theme, session);
      await openSettled(page, '/profile');
      const shot = (name: string) =>
        path.join(testInfo.project.outputDir, 'screens', `${name}-${viewport.width}-${theme}.png`);
      const card = page.getByRole('region', { name: 'Your Data' });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: shot('profile-your-data'), animations: 'disabled' });
      await card.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Password').fill('my-password');
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
      await page.screenshot({ path: shot('profile-delete-dialog'), animations: 'disabled' });
    });
  }
}
