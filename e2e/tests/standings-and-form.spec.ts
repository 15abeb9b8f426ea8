import { expect, test } from '@playwright/test';
import { prepareVisit } from '../support/playerRoutes';
import { callerBeyondTheTop, playerWithForm } from '../support/standings';

test('a player beyond the top 100 finds their row pinned at the top, with how far they moved', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { seasonId, caller } = await callerBeyondTheTop(request);
  const login = await request.post('/api/auth/login', {
    data: { email: caller.email, password: caller.password },
  });
  await prepareVisit(page, 'light', await login.json());
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/leaderboards?season=${seasonId}&view=season`);
    const pinned = page.getByRole('rowgroup', { name: 'Your position' });
    await expect(pinned.getByText('You are 102nd of 107 players')).toBeVisible();
    // At the top of the table, on the first screen: no scrolling past 100 rows.
    await expect(pinned).toBeInViewport();
    const mine = pinned.getByRole('row').filter({ hasText: caller.teamName });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(
      mine.getByRole('img', { name: 'Up 5 places since the previous match week' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: /Leaderboard/ });
    // Header, position line, the caller's row, then the top 100.
    await expect(table.getByRole('row')).toHaveCount(103);
    await expect(table.getByRole('row').nth(3)).toContainText('=1');
  }
});

test('a visitor opens a public profile and sees the form, accuracy and banker record of closed rounds only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { player, seasonName } = await playerWithForm(request);
  await page.goto(`/users/${player.id}`);
  await expect(page.getByRole('heading', { name: player.teamName, level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Form' });
  const rounds = form.getByRole('list', { name: 'Last 2 rounds, oldest first' });
  await expect(rounds.getByRole('listitem')).toHaveText([
    new RegExp(`^MW 1${seasonName}6 pts$`),
    new RegExp(`^MW 2${seasonName}0 pts$`),
  ]);
  // Matchweek 3 is still open: its prediction and banker are nobody's business yet.
  await expect(form.getByText('MW 3')).toHaveCount(0);
  await expect(form.getByText('50%')).toBeVisible();
  await expect(form.getByText('Accuracy: 1 of 2 correct results')).toBeVisible();
  await expect(form.getByText('1 of 1')).toBeVisible();
  await expect(form.getByText('Bankers correct (+3 pts bonus)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured Trophies' })).toBeVisible();
});
