import { expect, test } from '@playwright/test';
import { adminSession, prepareAdminVisit, type AdminSession } from '../support/admin';
import { registerPlayerViaApi } from '../support/api';
import { awardTrophy, createTrophy, findUserId, TINY_PNG } from '../support/trophies';
import { uniqueSuffix } from '../support/unique';

let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

test('the admin creates a trophy, awards it to a player found by search, and removes it', async ({
  page,
  request,
}) => {
  const name = `E2E Golden Boot ${uniqueSuffix()}`;
  const player = await registerPlayerViaApi(request);
  const playerId = await findUserId(request, session.token, player.email);
  await prepareAdminVisit(page, session);

  // Create in the modal, with an image.
  await page.goto('/admin/trophies');
  await expect(page.getByRole('heading', { name: 'Trophy Management' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();
  const create = page.getByRole('dialog', { name: 'Create Trophy' });
  await expect(create).toBeVisible();
  await create.getByLabel(/^Name/).fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Description is required')).toBeVisible();
  await create.getByLabel(/^Description/).fill('Most exact scores this month');
  await create.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('option', { name: '1st Place Monthly' }).click();
  await create
    .locator('input[type="file"]')
    .setInputFiles({ name: 'boot.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(create.getByRole('img', { name: 'boot.png' })).toBeVisible();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1st Place Monthly');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);
  const imageSrc = await row.getByRole('img').getAttribute('src');

  // Edit in the modal: saved back as read, the stored image stays.
  await row.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Trophy' });
  await expect(edit.getByLabel(/^Name/)).toHaveValue(name);
  await expect(edit.getByRole('img')).toHaveAttribute('src', imageSrc!);
  await edit.getByLabel(/^Description/).fill('Most exact scores in a month');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Most exact scores in a month');
  await expect(row.getByRole('img')).toHaveAttribute('src', imageSrc!);

  // Award it to the player found by search, from its awards page.
  await row.getByRole('link', { name: 'Awards' }).click();
  await expect(page).toHaveURL(/\/admin\/trophies\/\d+\/awards$/);
  const trophyId = Number(/trophies\/(\d+)\/awards/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: `Awards: ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByText('No trophies have been awarded yet.')).toBeVisible();
  await expect(page.getByTestId('trophy-preview-card')).toContainText(name);
  await expect(page.getByTestId('trophy-preview-card')).toContainText(
    'Most exact scores in a month',
  );
  await page.getByRole('button', { name: 'Award Trophy' }).click();
  const award = page.getByRole('dialog', { name: 'Award Trophy' });
  await expect(award.getByRole('combobox', { name: /Trophy/ })).toHaveText(name);
  await expect(award.getByRole('button', { name: 'Award', exact: true })).toBeDisabled();
  await award.getByLabel('Search users').fill(player.teamName);
  await award.getByRole('button', { name: player.teamName }).click();
  await expect(
    award.getByRole('group', { name: 'Selected users' }).getByText(player.teamName),
  ).toBeVisible();
  await award.getByLabel('Reason (optional)').fill('Top of the table in March');
  await award.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(award).toBeHidden();
  await expect(page.getByText('Trophy awarded to 1 user')).toBeVisible();
  const awardRow = page.getByRole('row').filter({ hasText: player.teamName });
  await expect(awardRow).toContainText('Top of the table in March');
  await expect(awardRow.getByRole('link', { name: player.teamName })).toHaveAttribute(
    'href',
    `/users/${playerId}`,
  );

  // The player's trophy room on the player site shows the award with its reason.
  const trophyRoom = await page.context().newPage();
  await trophyRoom.goto(`/users/${playerId}/trophies`);
  await expect(
    trophyRoom.getByRole('heading', { name: `${player.teamName}'s Trophy Room` }),
  ).toBeVisible();
  await expect(trophyRoom.getByText(name, { exact: true })).toBeVisible();
  await expect(trophyRoom.getByText('Top of the table in March')).toBeVisible();
  await trophyRoom.close();
  // And the player's own awards through the API (read again after the removal below).
  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  const playerToken = (await login.json()).token as string;
  const room = await request.get('/api/trophies/user', {
    headers: { Authorization: `Bearer ${playerToken}` },
  });
  const shelf = (await room.json()).awards as { trophy: { name: string }; reason: string }[];
  expect(shelf).toEqual([
    expect.objectContaining({
      trophy: expect.objectContaining({ name, trophyType: 'monthly_first' }),
      reason: 'Top of the table in March',
    }),
  ]);
  const publicRoom = await request.get(`/api/trophies/user/${playerId}`);
  expect((await publicRoom.json()).awards).toHaveLength(1);

  // Remove it with the modal.
  await awardRow.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove trophy award' });
  await expect(confirm).toContainText(player.teamName);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No trophies have been awarded yet.')).toBeVisible();
  const after = await request.get('/api/trophies/user', {
    headers: { Authorization: `Bearer ${playerToken}` },
  });
  expect((await after.json()).awards).toEqual([]);

  // More than 20 awards: Previous / Next with "Page X of Y", here and on /trophy-awards.
  for (let i = 0; i < 21; i++) await awardTrophy(request, session.token, trophyId, [playerId]);
  await page.reload();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: player.teamName })).toHaveCount(20);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: player.teamName })).toHaveCount(1);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.goto('/admin/trophy-awards');
  await expect(page.getByRole('heading', { name: 'Trophy Awards', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Trophy' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByTestId('trophy-preview-card')).toContainText(name);
  await page.getByRole('button', { name: 'Refresh Preview' }).click();
  await expect(page.getByTestId('trophy-preview-card')).toContainText('Monthly Champion');
});

test('the admin deletes a trophy through the confirmation modal', async ({ page, request }) => {
  const trophy = await createTrophy(request, session.token);
  await prepareAdminVisit(page, session);
  await page.goto('/admin/trophies');
  const row = page.getByRole('row').filter({ hasText: trophy.name });
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete trophy' });
  await expect(confirm).toContainText(trophy.name);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toHaveCount(0);
  const gone = await request.get(`/api/trophies/admin/${trophy.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(gone.status()).toBe(404);
});
