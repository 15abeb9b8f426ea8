import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import { createSeasonRounds } from '../support/rounds';

test('on a phone, Back from a match lands where the season page was left (within 50 px)', async ({
  page,
  request,
}) => {
  const season = await createSeasonRounds(request, [
    Array.from({ length: 12 }, (_, i) => ({ kickOffInHours: 60 + 2 * i })),
  ]);
  const matches = season.rounds[0].matches;
  const player = await registerPlayerViaApi(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(player.email, player.password);

  await page.goto(`/seasons/${season.seasonId}`);
  const last = matches[matches.length - 1];
  await expect(page.getByRole('article', { name: `${last.home} v ${last.away}` })).toBeVisible();
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1190);
  const left = await page.evaluate(() => window.scrollY);

  // A card in view (clear of the top bar, so the click scrolls nothing) opens its match page,
  // which starts at the top.
  const link = page.getByRole('link', { name: /^Match details/ });
  let opened = false;
  for (const candidate of await link.all()) {
    const box = await candidate.boundingBox();
    if (box && box.y > 120 && box.y + box.height < 780) {
      await candidate.click();
      opened = true;
      break;
    }
  }
  expect(opened).toBe(true);
  await expect(page).toHaveURL(/\/predictions\/\d+$/);
  await expect(page.getByRole('link', { name: `Back to ${season.seasonName}` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/seasons/${season.seasonId}`));
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 })
    .toBeGreaterThan(left - 50);
  // Settled there: the restore does not drift once the content has rendered.
  await page.waitForTimeout(500);
  const landed = await page.evaluate(() => window.scrollY);
  expect(Math.abs(landed - left)).toBeLessThanOrEqual(50);
});
