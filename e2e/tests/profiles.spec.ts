import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { playerWithTrophy } from '../support/profiles';
import { prepareVisit } from '../support/playerRoutes';
import { registerPlayer, type RegisteredPlayer } from '../support/users';

/** Signs the player in through the API and puts the session in the browser before any script. */
async function signIn(page: Page, request: APIRequestContext, player: RegisteredPlayer) {
  const response = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = await response.json();
  await prepareVisit(page, 'dark', session);
}

/** The player's record as the server holds it now (GET /api/auth/me). */
async function me(request: APIRequestContext, token: string) {
  const response = await request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).user as {
    teamName: string;
    preferences: { emailNotifications: boolean };
    unsubscribed: boolean;
  };
}

test('a player renames their team and the shell greets them with the new name', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/profile');

  const newName = `Renamed ${player.teamName.slice(-8)}`;
  const teamName = page.getByRole('textbox', { name: 'Team Name' });
  await expect(teamName).toHaveValue(player.teamName);
  await teamName.fill(`  ${newName}  `);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(teamName).toHaveValue(newName);
  expect((await me(request, player.token)).teamName).toBe(newName);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByText(`Hi, ${newName}`),
  ).toBeVisible();
});

test('turning e-mails off asks for confirmation, turning them on is immediate', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/profile');

  const emails = page.getByRole('switch', { name: 'Receive email notifications' });
  await expect(emails).toBeChecked();
  await emails.click();
  const dialog = page.getByRole('dialog', { name: 'Turn off email notifications?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn Off' }).click();
  await expect(dialog).toBeHidden();
  await expect(emails).not.toBeChecked();
  await expect
    .poll(async () => {
      const user = await me(request, player.token);
      return [user.preferences.emailNotifications, user.unsubscribed];
    })
    .toEqual([false, true]);

  await emails.click();
  await expect(emails).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => {
      const user = await me(request, player.token);
      return [user.preferences.emailNotifications, user.unsubscribed];
    })
    .toEqual([true, false]);
});

test('a trophy the admin awards shows in the trophy room and on the public profile', async ({
  page,
  request,
  browser,
}) => {
  const { player, trophy, reason } = await playerWithTrophy(request);
  await signIn(page, request, player);

  await page.goto('/trophies');
  await expect(page.getByRole('heading', { name: 'My Trophy Room', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: trophy.name });
  await expect(card.getByText('Monthly Champion')).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await expect(card.getByText(/^Earned \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  const counts = page.getByRole('list', { name: 'Trophy counts' });
  await expect(counts.getByRole('listitem').filter({ hasText: 'Gold' })).toContainText('1');
  await expect(counts.getByRole('listitem').filter({ hasText: 'Total' })).toContainText('1');

  // A guest sees the same trophy on the player's public profile and in their room.
  const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guest = await guestContext.newPage();
  await guest.goto(`/users/${player.id}`);
  await expect(guest.getByRole('heading', { name: player.teamName, level: 1 })).toBeVisible();
  const featured = guest.getByRole('region', { name: 'Featured Trophies' });
  await expect(featured.getByText(trophy.name)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await featured.getByRole('link', { name: 'View Trophy Room' }).click();
  await expect(
    guest.getByRole('heading', { name: `${player.teamName}'s Trophy Room`, level: 1 }),
  ).toBeVisible();
  await expect(guest.getByRole('article', { name: trophy.name })).toBeVisible();
  await guestContext.close();
});
