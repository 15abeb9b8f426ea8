import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/accounts';
import { adminSession, prepareAdminVisit, type AdminSession } from '../support/admin';
import { uniqueSuffix } from '../support/unique';
import { registerPlayer, type RegisteredPlayer } from '../support/users';

/**
 * Manage Users against the real server: search, sort, role change with its confirmation, deactivation
 * (the player's token refused at once), edit and password reset, each read back through the API.
 */
let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await prepareAdminVisit(page, session);
});

async function openUsers(page: Page, search?: string) {
  await page.goto('/admin/users');
  await expect(page.getByRole('status').filter({ hasText: /users$/ })).toBeVisible();
  if (search !== undefined) await searchFor(page, search);
}

/** Types into the search box and waits until the list's URL carries it (after react-admin's debounce). */
async function searchFor(page: Page, text: string) {
  await page.getByPlaceholder('Email, team or full name').fill(text);
  await expect
    .poll(() => decodeURIComponent(page.url().replace(/\+/g, ' ')))
    .toContain(`"q":"${text}"`);
  await page.waitForLoadState('networkidle');
}

const rowOf = (page: Page, teamName: string) => page.getByRole('row').filter({ hasText: teamName });

async function readUser(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/admin/users/${id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { role: string; isActive: boolean; teamName: string };
}

const me = (request: APIRequestContext, token: string) =>
  request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });

test('search finds a player by team name and by e-mail; no match shows the empty state', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  const other = await registerPlayer(request);
  await openUsers(page, player.teamName);
  await expect(rowOf(page, player.teamName)).toBeVisible();
  await expect(rowOf(page, other.teamName)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ users$/ })).toBeVisible();

  await searchFor(page, other.email);
  await expect(rowOf(page, other.teamName)).toBeVisible();
  await expect(rowOf(page, player.teamName)).toHaveCount(0);

  await searchFor(page, `nobody-${uniqueSuffix()}`);
  await expect(page.getByText('No users match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters & Sort' }).click();
  await expect(page.getByPlaceholder('Email, team or full name')).toHaveValue('');
  await expect(rowOf(page, other.teamName)).toBeVisible();
});

test('sorting by team name changes the order', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  await registerPlayer(request, { teamName: `E2E Sort A ${suffix}` });
  await registerPlayer(request, { teamName: `E2E Sort B ${suffix}` });
  await openUsers(page, suffix);
  const teams = page.getByRole('cell').filter({ hasText: /^E2E Sort [AB] / });
  // Joined, newest first: B was registered last.
  await expect(teams).toHaveText([`E2E Sort B ${suffix}`, `E2E Sort A ${suffix}`]);
  await page.getByRole('button', { name: 'Team name' }).click();
  await expect(teams).toHaveText([`E2E Sort A ${suffix}`, `E2E Sort B ${suffix}`]);
  await page.getByRole('button', { name: 'Team name' }).click();
  await expect(teams).toHaveText([`E2E Sort B ${suffix}`, `E2E Sort A ${suffix}`]);
});

test('Make Admin asks for confirmation, then Make User turns it back', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await openUsers(page, player.teamName);
  const row = rowOf(page, player.teamName);
  await row.getByRole('button', { name: 'Make Admin' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Are you sure you want to change this user's role to admin?");
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('button', { name: 'Make User' })).toBeVisible();
  expect((await readUser(request, player.id)).role).toBe('admin');

  await row.getByRole('button', { name: 'Make User' }).click();
  await expect(dialog).toContainText("Are you sure you want to change this user's role to user?");
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  expect((await readUser(request, player.id)).role).toBe('user');
});

test('the signed-in admin is refused demoting themself, and told so', async ({ page }) => {
  await openUsers(page, E2E_ADMIN.email);
  const row = page.getByRole('row').filter({ hasText: E2E_ADMIN.email });
  await row.getByRole('button', { name: 'Make User' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You cannot remove your own admin role')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make User' })).toBeVisible();
});

test('deactivating a player refuses their token at once and for good; activated again, they sign in anew', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  expect((await me(request, player.token)).status()).toBe(200);
  await openUsers(page, player.teamName);
  const row = rowOf(page, player.teamName);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(confirm).toContainText(`Deactivate '${player.teamName}`);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  expect([401, 403]).toContain((await me(request, player.token)).status());

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('No users match your filters.')).toBeVisible();
  // The deactivation ended the player's sessions; signing in again works.
  expect((await me(request, player.token)).status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect((await me(request, (await login.json()).token)).status()).toBe(200);
});

test('editing a team name saves it', async ({ page, request }) => {
  const player: RegisteredPlayer = await registerPlayer(request);
  const renamed = `E2E Renamed ${uniqueSuffix()}`;
  await openUsers(page, player.teamName);
  await rowOf(page, player.teamName).getByRole('link', { name: 'Edit' }).click();
  const teamName = page.getByLabel(/^Team name/);
  await expect(teamName).toHaveValue(player.teamName);
  await teamName.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Team name is required')).toBeVisible();
  await teamName.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users(\?|$)/);
  expect((await readUser(request, player.id)).teamName).toBe(renamed);
});

test('a taken e-mail is refused beside the field', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const other = await registerPlayer(request);
  await page.goto(`/admin/users/${player.id}`);
  await page.getByLabel(/^Email/).fill(other.email);
  await page.getByRole('button', { name: 'Save' }).click();
  // Beside the input (its helper text), besides the red notification.
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(
    'An account with this email already exists',
  );
  await expect(page).toHaveURL(new RegExp(`/admin/users/${player.id}$`));
});

test('a reset password lets the player sign in with it', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const password = `new-pass-${uniqueSuffix()}`;
  await openUsers(page, player.teamName);
  await rowOf(page, player.teamName).getByRole('button', { name: 'Password' }).click();
  const dialog = page.getByRole('dialog', { name: `Set password for ${player.teamName}` });
  await dialog.getByLabel(/^New password/).fill(password);
  await dialog.getByLabel(/^Confirm password/).fill(`${password}x`);
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Update Password' })).toBeDisabled();
  await dialog.getByLabel(/^Confirm password/).fill(password);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Password updated')).toBeVisible();

  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
});

test('bulk Deactivate and Activate change every selected player', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const players = [
    await registerPlayer(request, { teamName: `E2E Bulk A ${suffix}` }),
    await registerPlayer(request, { teamName: `E2E Bulk B ${suffix}` }),
  ];
  await openUsers(page, suffix);
  await expect(page.getByRole('row').filter({ hasText: suffix })).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  // The bulk toolbar (react-admin's), apart from each row's own actions of the same names.
  const bulk = page.locator('[data-test="bulk-actions-toolbar"]');
  await bulk.getByRole('button', { name: 'Deactivate', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate 2 users');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: suffix }).getByText('Inactive')).toHaveCount(
    2,
  );
  for (const player of players) expect((await readUser(request, player.id)).isActive).toBe(false);

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await bulk.getByRole('button', { name: 'Activate', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: suffix }).getByText('Active', { exact: true }),
  ).toHaveCount(2);
  for (const player of players) expect((await readUser(request, player.id)).isActive).toBe(true);
});

test('Export downloads the filtered users as CSV, without password fields', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  await registerPlayer(request, { teamName: `E2E Csv A ${suffix}` });
  await registerPlayer(request, { teamName: `E2E Csv B ${suffix}` });
  await openUsers(page, suffix);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toContain('teamName');
  expect(header.toLowerCase()).not.toContain('password');
  expect(rows).toHaveLength(2);
  expect(csv).toContain(`E2E Csv A ${suffix}`);
  expect(csv).toContain(`E2E Csv B ${suffix}`);
});
