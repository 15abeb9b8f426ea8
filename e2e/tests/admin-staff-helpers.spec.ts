import { expect, test } from '@playwright/test';
import {
  adminSession,
  createNewsPost,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { closeMatch, createGameWeek } from '../support/game';
import { registerPlayer } from '../support/users';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test('a late prediction shows the player by team name and e-mail, and what it replaces; the audit log names it', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  const player = await registerPlayer(request);
  const predicted = await request.post('/api/predictions', {
    data: { match: match.id, homeGoals: 2, awayGoals: 1, isBanker: true },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  expect(predicted.status(), await predicted.text()).toBe(201);
  await closeMatch(request, session.token, week, match.id);

  await prepareAdminVisit(page, session);
  await openAdminSettled(page, `/admin/matches/${match.id}`);
  await page.getByRole('button', { name: 'Late prediction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter a late prediction' });

  await test.step('the picker lists team name and e-mail', async () => {
    await dialog.getByRole('combobox', { name: 'Player' }).fill(player.teamName);
    const option = page.getByRole('option', { name: player.teamName });
    await expect(option).toContainText(player.email);
    await option.click();
  });

  await test.step('the current prediction is shown, and replacing it must be confirmed', async () => {
    await expect(dialog.getByText('Current prediction: 2\u20131, banker')).toBeVisible();
    await dialog.getByRole('textbox', { name: match.home }).fill('0');
    await dialog.getByRole('textbox', { name: match.away }).fill('0');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked to correct it by phone');
    await dialog.getByRole('button', { name: 'Replace prediction' }).click();
    await expect(
      dialog.getByText('Confirm that the current prediction will be replaced'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Replace the current prediction' }).check();
    await dialog.getByRole('button', { name: 'Replace prediction' }).click();
    await expect(page.getByText(/^Prediction saved for the player/)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the audit log reads "Entered a late prediction", not its code', async () => {
    await page.goto(
      `/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ resource: 'predictions' }))}`,
    );
    const row = page.getByRole('row').filter({ hasText: 'Entered a late prediction' }).first();
    await expect(row).toBeVisible();
    await expect(page.getByText('late_prediction', { exact: true })).toHaveCount(0);
  });
});

test('View on a draft opens the admin preview of the article as players will see it', async ({
  page,
  request,
}) => {
  const post = await createNewsPost(request, session.token, { status: 'draft' });
  await prepareAdminVisit(page, session);
  await page.goto(`/admin/news?filter=${encodeURIComponent(JSON.stringify({ q: post.title }))}`);
  const row = page.getByRole('row').filter({ hasText: post.title });
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/news/preview/${post.id}$`));
  await expect(
    page.getByText('Preview of a draft: players cannot see this post until it is published.'),
  ).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Matchday' })).toBeVisible();
  await expect(article.getByText(/ends 2.1 after a late winner & a red card/)).toBeVisible();
  // Players still cannot open it.
  expect((await request.get(`/api/news/${post.slug}`)).status()).toBe(404);
});
