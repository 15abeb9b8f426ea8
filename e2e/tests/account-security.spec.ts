import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { prepareVisit } from '../support/playerRoutes';
import { registerPlayer, type RegisteredPlayer } from '../support/users';

/** Signs in through the sign-in page, as a player does (the theme chosen before any script). */
async function signInThroughPage(page: Page, player: RegisteredPlayer) {
  await prepareVisit(page, 'light', null);
  await page.goto('/login?next=/profile');
  await page.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The status GET /api/auth/me answers for a token: 200 while its session lasts, then 401. */
async function sessionStatus(request: APIRequestContext, token: string) {
  const response = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

test('changing the password keeps this browser signed in and signs out the other devices', async ({
  page,
  request,
}) => {
  // The registration's token stands for another device (a phone signed in earlier).
  const player = await registerPlayer(request);
  await signInThroughPage(page, player);

  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current Password').fill('not-my-password');
  await form.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await form.getByLabel('Confirm New Password').fill('brand-new-pass');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('Your current password is incorrect').first()).toBeVisible();
  expect(await sessionStatus(request, player.token)).toBe(200);

  await form.getByLabel('Current Password').fill(player.password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Your password has been changed. Your other devices have been signed out.',
  );
  expect(await sessionStatus(request, player.token)).toBe(401);

  // This browser is still signed in, after a reload too.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Team Name' })).toHaveValue(player.teamName);
  const login = (password: string) =>
    request.post('/api/auth/login', { data: { email: player.email, password } });
  expect((await login(player.password)).status()).toBe(401);
  expect((await login('brand-new-pass')).status()).toBe(200);
});

test('"Sign out of all devices" asks first, then signs out everywhere and says so', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signInThroughPage(page, player);

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all devices?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await sessionStatus(request, player.token)).toBe(200);

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have been signed out of all devices.');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await sessionStatus(request, player.token)).toBe(401);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
});
