import { expect, test } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { closeMatch, createGameWeek, enterResult } from '../support/game';
import { openSettled, prepareVisit } from '../support/playerRoutes';
import { registerPlayer } from '../support/users';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test('an admin enters a missed prediction: scored, in the audit log, marked on the player’s match page', async ({
  page,
  browser,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  const player = await registerPlayer(request);
  await closeMatch(request, session.token, week, match.id);
  await enterResult(request, session.token, match.id, 2, 1);

  await test.step('the dialog asks for a player, the goals and a reason', async () => {
    await prepareAdminVisit(page, session);
    await openAdminSettled(page, `/admin/matches/${match.id}`);
    await page.getByRole('button', { name: 'Late prediction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter a late prediction' });
    await dialog.getByRole('button', { name: 'Save prediction' }).click();
    await expect(dialog.getByText('Select a player')).toBeVisible();
    await expect(dialog.getByText('A reason is required')).toBeVisible();

    // The whole (unique) team name: a shared prefix matches every run's players, and only 10 are listed.
    await dialog.getByRole('combobox', { name: 'Player' }).fill(player.teamName);
    await page.getByRole('option', { name: player.teamName }).click();
    await dialog.getByRole('textbox', { name: match.home }).fill('2');
    await dialog.getByRole('textbox', { name: match.away }).fill('1');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sent by e-mail before kick-off');
    await page.screenshot({
      path: 'e2e/test-results/screens/admin-late-prediction-1280-light.png',
    });
    await dialog.getByRole('button', { name: 'Save prediction' }).click();
    await expect(page.getByText(/^Prediction saved for the player: \d+ points?$/)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the audit log keeps it with the reason', async () => {
    await page.goto(
      `/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ resource: 'predictions' }))}`,
    );
    const row = page.getByRole('row').filter({ hasText: 'Entered a late prediction' }).first();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: 'Show' }).click();
    await expect(page.getByText('Sent by e-mail before kick-off')).toBeVisible();
  });

  await test.step('the player sees the prediction, its points and the mark', async () => {
    const context = await browser.newContext();
    const playerPage = await context.newPage();
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${player.token}` },
    });
    const { user } = (await me.json()) as { user: { id: number } };
    await prepareVisit(playerPage, 'dark', { token: player.token, user });
    await openSettled(playerPage, `/predictions/${match.id}`);
    await expect(playerPage.getByText('Entered by an admin').first()).toBeVisible();
    await expect(playerPage.getByText(/\d+ pts?/).first()).toBeVisible();
    await playerPage.screenshot({
      path: 'e2e/test-results/screens/late-prediction-player-1280-dark.png',
    });
    await context.close();
  });
});
