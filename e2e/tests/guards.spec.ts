import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';

test('a signed-in player who opens /admin lands on the home page', async ({ page, request }) => {
  const player = await registerPlayerViaApi(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(player.email, player.password);

  await page.goto('/admin');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('an anonymous visitor who opens /admin lands on /login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
});

test('a deep link to /seasons loads the player app', async ({ page }) => {
  await page.goto('/seasons');
  await expect(page.getByRole('heading', { name: 'Competitions & Fixtures' })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  // A single segment is a fan-league landing page (/{groupname}), so the unknown path has two.
  await page.goto('/no-such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown API path answers JSON 404 with a message', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(typeof body.message).toBe('string');
});
