import { expect, test, type Browser, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import { createGameWeek, type GameWeek } from '../support/game';
import { uniqueSuffix, type PlayerAccount } from '../support/unique';

/** A fresh browser context signed in as `player` through the login form. */
async function signedIn(browser: Browser, player: PlayerAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(player.email, player.password);
  return page;
}

test.describe.serial('an invite-only league made, joined by code and managed', () => {
  let week: GameWeek;
  let creator: PlayerAccount;
  let friend: PlayerAccount;
  let leaguePath: string;
  const leagueName = `Pals ${uniqueSuffix()}`;

  test.beforeAll(async ({ request }) => {
    week = await createGameWeek(request, { matchCount: 1 });
    creator = await registerPlayerViaApi(request);
    friend = await registerPlayerViaApi(request);
  });

  test('a player creates an invite-only league and a second player joins it by code', async ({
    browser,
  }) => {
    const page = await signedIn(browser, creator);
    await page.goto('/leagues');
    await page.getByRole('button', { name: 'Create League' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create League' });
    await dialog.getByRole('button', { name: 'Create League' }).click();
    await expect(dialog.getByText('League name is required')).toBeVisible();
    await dialog.getByLabel(/League name/).fill(leagueName);
    await dialog.getByRole('combobox', { name: /Season/ }).click();
    await page.getByRole('option', { name: week.seasonName }).click();
    await dialog.getByRole('combobox', { name: 'League type' }).click();
    await expect(page.getByRole('option')).toHaveText(['Public', 'Invite only']);
    await page.getByRole('option', { name: 'Invite only' }).click();
    await dialog.getByRole('button', { name: 'Create League' }).click();

    await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
    await expect(page).toHaveURL(/\/leagues\/\d+$/);
    leaguePath = new URL(page.url()).pathname;
    const code =
      (await page.getByLabel('Invite code', { exact: true }).textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await page.context().close();

    const other = await signedIn(browser, friend);
    await other.goto('/leagues');
    await other.getByRole('tab', { name: 'User Leagues' }).click();
    await expect(other.getByRole('article', { name: leagueName })).toHaveCount(0);
    await other.getByRole('textbox', { name: 'Invite code' }).fill('WRONG234');
    await other.getByRole('button', { name: 'Join League' }).click();
    await expect(
      other.getByRole('region', { name: 'Join with an invite code' }).getByRole('alert'),
    ).toBeVisible();
    await other.getByRole('textbox', { name: 'Invite code' }).fill(` ${code.toLowerCase()} `);
    await other.getByRole('button', { name: 'Join League' }).click();
    await expect(other).toHaveURL(new RegExp(`${leaguePath}$`));
    await expect(other.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();
    const table = other.getByRole('table', { name: `${leagueName} standings` });
    await expect(table.getByRole('row', { name: new RegExp(friend.teamName) })).toBeVisible();

    await other.goto('/leagues');
    await expect(other.getByRole('tab', { name: 'My Leagues (1)' })).toBeVisible();
    await expect(other.getByRole('article', { name: leagueName })).toBeVisible();
    await other.context().close();
  });

  test('the creator removes a member after confirming', async ({ browser }) => {
    const page = await signedIn(browser, creator);
    await page.goto(leaguePath);
    const table = page.getByRole('table', { name: `${leagueName} standings` });
    await expect(table.getByRole('row', { name: new RegExp(friend.teamName) })).toBeVisible();
    await expect(table.getByRole('button', { name: `Remove ${creator.teamName}` })).toHaveCount(0);
    await table.getByRole('button', { name: `Remove ${friend.teamName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove member' });
    await expect(dialog).toContainText(
      `Are you sure you want to remove ${friend.teamName} from this league?`,
    );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(friend.teamName) })).toHaveCount(0);
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await page.context().close();
  });
});
