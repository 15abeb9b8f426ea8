import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { createGameWeek } from '../support/game';
import { themes } from '../support/playerRoutes';

/**
 * A console that fits the screen (issue 29 item 6): every back-office list (a SimpleList below
 * 600 px) and the dashboard fit a 390 px phone without horizontal scroll; the sidebar at 1280 px
 * lists every screen under Game, Players, Content and Tools. Screenshots of the matches and users
 * lists and the competition form at 390 and 1280 px in both themes go to test-results/screens/.
 */
let session: AdminSession;

const LISTS = [
  'dashboard',
  'competitions',
  'seasons',
  'teams',
  'matchgroups',
  'matches',
  'users',
  'news',
  'trophies',
  'audit-events',
];

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  // Something in every game list: a competition, season, match group, teams and matches.
  await createGameWeek(request, { matchCount: 2 });
  await request.dispose();
});

for (const list of LISTS) {
  test(`the ${list} list fits a 390 px screen: no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepareAdminVisit(page, session);
    await openAdminSettled(page, list === 'dashboard' ? '/admin' : `/admin/${list}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(`scrollWidth at 390 px: ${list} ${width}`);
    expect(width, `${list} is ${width} px wide`).toBeLessThanOrEqual(390);
  });
}

for (const list of ['matches', 'users', 'competitions/create']) {
  for (const width of [390, 1280]) {
    for (const theme of themes) {
      const file = `admin-${list.replace('/', '-')}-${width}-${theme}.png`;
      test(`screenshot ${file}, no horizontal scroll`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 844 });
        await prepareAdminVisit(page, session, theme);
        await openAdminSettled(page, `/admin/${list}`);
        // Nothing sticks out sideways on a desktop either.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({
          path: path.join(testInfo.project.outputDir, 'screens', file),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
}

test('the sidebar at 1280 px lists every screen under Game, Players, Content and Tools', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin');
  const groups: Record<string, string[]> = {
    Game: [
      'Competitions',
      'Seasons',
      'Teams',
      'Match groups',
      'Matches',
      'Results entry',
      'Import fixtures',
      'Match distribution',
      'Season questions',
    ],
    Players: ['Users', 'Favourite teams', 'Trophies', 'Trophy awards'],
    Content: ['News', 'Newsletter'],
    Tools: ['Audit log'],
  };
  for (const [group, screens] of Object.entries(groups)) {
    const section = page.getByRole('group', { name: group });
    await expect(section.getByText(group, { exact: true })).toBeVisible();
    await expect(section.getByRole('menuitem')).toHaveText(screens);
  }
  // A menu entry leads to its screen.
  await page
    .getByRole('group', { name: 'Tools' })
    .getByRole('menuitem', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL(/\/admin\/audit-events/);
});

test('at 390 px the sidebar opens from the menu button with the same groups', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin/users');
  await page.getByRole('button', { name: /open menu/i }).click();
  for (const group of ['Game', 'Players', 'Content', 'Tools'])
    await expect(page.getByRole('group', { name: group })).toBeVisible();
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screens', 'admin-menu-390-light.png'),
    animations: 'disabled',
  });
  await page
    .getByRole('group', { name: 'Game' })
    .getByRole('menuitem', { name: 'Matches' })
    .click();
  await expect(page).toHaveURL(/\/admin\/matches/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
