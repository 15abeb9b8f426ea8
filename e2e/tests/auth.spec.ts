import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { TopBar } from '../pages/TopBar';
import { newPlayer } from '../support/unique';

test('a new player registers, signs out, signs in again and sees their team name', async ({
  page,
}) => {
  const player = newPlayer();
  const topBar = new TopBar(page);

  await page.goto('/');
  await topBar.createAccount.click();
  await new RegisterPage(page).register(player);

  // Registration signs the player in and leaves the form (for the kit designer, per the spec).
  await expect(page).not.toHaveURL(/\/register$/);
  await expect(topBar.logout).toBeVisible();

  await topBar.logout.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(topBar.signIn).toBeVisible();
  await expect(topBar.logout).toBeHidden();

  await topBar.signIn.click();
  await new LoginPage(page).signIn(player.email, player.password);

  await expect(topBar.logout).toBeVisible();
  await expect(topBar.profile).toBeVisible();

  // The team name greets the player in the shell's slide-in menu (the small-screen navigation).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByText(`Hi, ${player.teamName}`),
  ).toBeVisible();
});
