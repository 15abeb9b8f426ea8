import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { closeMatch, createGameWeek } from '../support/game';
import { uniqueSuffix } from '../support/unique';

/**
 * Errors and messages as the admin spec says (issue 29 item 7): named success notifications, the
 * dismissible red banner for a server refusal, Save/Cancel, and a question before a sidebar link
 * drops unsaved changes, in a form and in the results grid.
 */
let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const UNSAVED = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/**
 * Clicks a sidebar link while there are unsaved changes: the question is asked (once, in the
 * browser's confirm) and answered. The answer is set up before the click, which waits for it.
 */
async function leaveBySidebar(page: Page, link: string, answer: 'stay' | 'leave') {
  const questions: string[] = [];
  page.once('dialog', async (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    await (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('menuitem', { name: link }).click();
  await expect.poll(() => questions).toEqual([`confirm: ${UNSAVED}`]);
}

async function screenshot(page: Page, file: string) {
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', file),
    fullPage: true,
    animations: 'disabled',
  });
}

async function fillTeam(page: Page, name: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel('Short name').fill('WRO');
  await page.getByLabel('Country code').fill('ENG');
}

test('a team form: named success, a refusal in the red banner, Cancel and the leave question', async ({
  page,
}) => {
  const name = `Walk Rovers ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareAdminVisit(page, session);

  await test.step('create a team: the notification names it, the list is shown', async () => {
    await openAdminSettled(page, '/admin/teams/create');
    await fillTeam(page, name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Team '${name}' created`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams(\?.*)?$/);
  });

  await test.step("the same name again: the server's refusal in the red banner, dismissed", async () => {
    await openAdminSettled(page, '/admin/teams/create');
    await fillTeam(page, name);
    await page.getByRole('button', { name: 'Save' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'A team with this name already exists' });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    await screenshot(page, 'admin-forms-banner-1280.png');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
  });

  await test.step('with unsaved changes a sidebar link asks first; refused, the form stays', async () => {
    await leaveBySidebar(page, 'Seasons', 'stay');
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  });

  await test.step('Cancel asks too, then returns to the list', async () => {
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/teams(\?.*)?$/);
  });

  await test.step('an edit form: a change asks before a sidebar link; Cancel unchanged goes back', async () => {
    await page.getByPlaceholder('Search').fill(name);
    // The search applies after react-admin's debounce: wait for the list's URL to carry it.
    await expect(page).toHaveURL(/filter=.*Walk/);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('link', { name: 'Edit' })
      .click();
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await page.getByLabel(/^Name/).fill(`${name} FC`);
    await leaveBySidebar(page, 'Seasons', 'stay');
    await expect(page).toHaveURL(/\/admin\/teams\/\d+$/);
    await page.getByLabel(/^Name/).fill(name);
    // Back to what was saved: nothing to lose, so Cancel goes straight back to the list (a question
    // here would be dismissed by Playwright, and the page would stay).
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/teams(\?.*)?$/);
  });
});

test('the results grid asks before a sidebar link drops a typed but unsaved score', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  await closeMatch(request, session.token, week, match.id);
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareAdminVisit(page, session);
  await openAdminSettled(page, `/admin/results-entry?season=${week.seasonId}`);
  const row = page.getByRole('row').filter({ hasText: match.home });
  await expect(row.locator('[data-field="homeGoals"]')).toBeFocused();
  await page.keyboard.press('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('status').filter({ hasText: 'changed' })).toHaveText('1 row changed');

  await leaveBySidebar(page, 'Matches', 'stay');
  await expect(page).toHaveURL(/\/admin\/results-entry/);
  await expect(row.getByText('Changed')).toBeVisible();

  await leaveBySidebar(page, 'Matches', 'leave');
  await expect(page).toHaveURL(/\/admin\/matches/);
});
