import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import {
  adminToken,
  closeMatch,
  createGameWeek,
  enterResult,
  type FixtureMatch,
  type GameWeek,
} from '../support/game';
import type { PlayerAccount } from '../support/unique';
import { playerToken, savedPredictions } from '../support/rounds';

/** A match card on the season page, found by its accessible name "Home v Away". */
const card = (page: Page, match: FixtureMatch) =>
  page.getByRole('article', { name: `${match.home} v ${match.away}` });

test('a guest browses a season and is asked to sign up to predict', async ({ page, request }) => {
  const week = await createGameWeek(request, { matchCount: 2 });
  await page.goto('/seasons');
  await page.getByRole('link', { name: new RegExp(week.seasonName) }).click();
  await expect(page).toHaveURL(new RegExp(`/seasons/${week.seasonId}`));
  for (const match of week.matches) await expect(card(page, match)).toBeVisible();
  const first = card(page, week.matches[0]);
  await expect(first.getByRole('link', { name: 'Sign up & enter your prediction' })).toBeVisible();
  await expect(first.getByRole('button', { name: /Increase/ })).toHaveCount(0);
});

test.describe.serial('a player predicts a match week and sees how it went', () => {
  let week: GameWeek;
  let player: PlayerAccount;
  let token: string;

  test.beforeAll(async ({ request }) => {
    week = await createGameWeek(request, { matchCount: 3 });
    player = await registerPlayerViaApi(request);
    token = await playerToken(request, player);
  });

  test.beforeEach(async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(player.email, player.password);
  });

  test('predicts by steppers and auto-submit, places and moves the banker, uses lucky picks', async ({
    page,
    request,
  }) => {
    const [m1, m2, m3] = week.matches;
    await page.goto(`/seasons/${week.seasonId}?matchweek=${week.groupId}`);

    // Steppers, then auto-submit: 1 s, a visible 3-s countdown, then the save.
    // The first press on an empty score sets 0: three presses make 2, two make 1.
    const first = card(page, m1);
    for (const [team, presses] of [
      [m1.home, 3],
      [m1.away, 2],
    ] as const) {
      for (let i = 0; i < presses; i++)
        await first.getByRole('button', { name: `Increase ${team} goals` }).click();
    }
    await expect(first.getByRole('textbox', { name: `${m1.home} goals` })).toHaveValue('2');
    await expect(first.getByRole('status').filter({ hasText: /Saving in \d/ })).toBeVisible();
    await expect(first.getByText('Predicted')).toBeVisible({ timeout: 10_000 });

    // Typed scores, saved at once with the card's own button (cancels the pending timers).
    const second = card(page, m2);
    await second.getByRole('textbox', { name: `${m2.home} goals` }).fill('1');
    await second.getByRole('textbox', { name: `${m2.away} goals` }).fill('1');
    await second.getByRole('button', { name: 'Save now' }).click();
    await expect(second.getByText('Predicted')).toBeVisible();

    // The banker on the first match, then moved to the second once confirmed (one request).
    await first.getByRole('button', { name: 'Banker' }).click();
    await expect(first.getByRole('button', { name: 'Banker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await second.getByRole('button', { name: 'Banker' }).click();
    await page
      .getByRole('dialog', {
        name: `Move your banker from ${m1.home} v ${m1.away} to ${m2.home} v ${m2.away}?`,
      })
      .getByRole('button', { name: 'Move' })
      .click();
    await expect(second.getByRole('button', { name: 'Banker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first.getByRole('button', { name: 'Banker' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Lucky picks fill the one open match left; nothing is saved until Submit all.
    await page.getByRole('button', { name: 'Lucky picks' }).click();
    await expect(
      page.getByText(
        'Lucky picks generated! 1 random predictions created. Review and submit them!',
      ),
    ).toBeVisible();
    expect((await savedPredictions(request, token)).has(m3.id)).toBe(false);
    await page.getByRole('button', { name: /Submit all/ }).click();
    await expect(card(page, m3).getByText('Predicted')).toBeVisible();

    const saved = await savedPredictions(request, token);
    expect(saved.get(m1.id)).toMatchObject({ homeGoals: 2, awayGoals: 1, isBanker: false });
    expect(saved.get(m2.id)).toMatchObject({ homeGoals: 1, awayGoals: 1, isBanker: true });
    const lucky = saved.get(m3.id)!;
    expect(lucky.isBanker).toBe(false);
    expect(lucky.homeGoals).toBeLessThanOrEqual(5);
    expect(lucky.awayGoals).toBeLessThanOrEqual(5);
  });

  test('crowd picks stay hidden while predictions are open', async ({ page }) => {
    const m1 = week.matches[0];
    await page.goto(`/predictions/${m1.id}`);
    await expect(page.getByRole('textbox', { name: `${m1.home} goals` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Crowd picks' })).toHaveCount(0);
  });

  test('after the results, the cards, My Predictions, the leaderboard and crowd picks show them', async ({
    page,
    request,
  }) => {
    const [m1, m2] = week.matches;
    const admin = await adminToken(request);
    await closeMatch(request, admin, week, m1.id);
    await closeMatch(request, admin, week, m2.id);
    await enterResult(request, admin, m1.id, 2, 1); // exact: 3 points
    await enterResult(request, admin, m2.id, 0, 0); // draw called, banker doubles: 2 points

    await page.goto(`/seasons/${week.seasonId}?matchweek=${week.groupId}`);
    await expect(card(page, m1).getByText('Exact score')).toBeVisible();
    await expect(card(page, m1).getByText('3 pts')).toBeVisible();
    await expect(card(page, m2).getByText('Correct result')).toBeVisible();
    await expect(card(page, m2).getByText('2 pts (banker ×2)')).toBeVisible();

    await page.goto(`/predictions/${m1.id}`);
    const crowd = page.getByRole('region', { name: 'Crowd picks' });
    await expect(crowd).toBeVisible();
    await expect(crowd.getByText('1 prediction')).toBeVisible();

    await page.goto('/my-predictions');
    await expect(page.getByText('Scored').first()).toBeVisible();
    await expect(page.getByText('Points per match week')).toBeVisible();

    await page.goto('/leaderboards');
    await page.getByRole('tab', { name: week.seasonName }).click();
    const row = page.getByRole('row').filter({ hasText: player.teamName });
    await expect(row).toBeVisible();
    await expect(row).toContainText('5');
  });
});
