import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import type { FixtureMatch } from '../support/game';
import { createSeasonRounds, playerToken, predict, savedPredictions } from '../support/rounds';

const card = (page: Page, match: FixtureMatch) =>
  page.getByRole('article', { name: `${match.home} v ${match.away}` });
const star = (page: Page, match: FixtureMatch) =>
  card(page, match).getByRole('button', { name: 'Banker' });
const name = (match: FixtureMatch) => `${match.home} v ${match.away}`;
const moveDialog = (page: Page, from: FixtureMatch, to: FixtureMatch) =>
  page.getByRole('dialog', { name: `Move your banker from ${name(from)} to ${name(to)}?` });

test('the banker moves only when the player says so, on the season page and the match page alike; lucky picks leave it be', async ({
  page,
  request,
}) => {
  const season = await createSeasonRounds(request, [
    [{ kickOffInHours: 50 }, { kickOffInHours: 52 }, { kickOffInHours: 54 }],
  ]);
  const [m1, m2, m3] = season.rounds[0].matches;
  const player = await registerPlayerViaApi(request);
  const token = await playerToken(request, player);
  await predict(request, token, m1, { homeGoals: 2, awayGoals: 0, isBanker: true });
  await predict(request, token, m2, { homeGoals: 1, awayGoals: 1 });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(player.email, player.password);
  await page.goto(`/seasons/${season.seasonId}`);

  // Cancel: nothing moves.
  await star(page, m2).click();
  await moveDialog(page, m1, m2).getByRole('button', { name: 'Cancel' }).click();
  await expect(moveDialog(page, m1, m2)).toHaveCount(0);
  await expect(star(page, m1)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, m2)).toHaveAttribute('aria-pressed', 'false');
  expect((await savedPredictions(request, token)).get(m1.id)?.isBanker).toBe(true);

  // Move: saved at once, the old banker off in the same request.
  await star(page, m2).click();
  await moveDialog(page, m1, m2).getByRole('button', { name: 'Move' }).click();
  await expect(star(page, m2)).toHaveAttribute('aria-pressed', 'true');
  await expect(star(page, m1)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`Banker: ${name(m2)}`)).toBeVisible();
  await expect
    .poll(async () => (await savedPredictions(request, token)).get(m2.id)?.isBanker)
    .toBe(true);
  expect((await savedPredictions(request, token)).get(m1.id)?.isBanker).toBe(false);

  // The match page: the same star and the same question.
  await card(page, m1)
    .getByRole('link', { name: /Match details/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/predictions/${m1.id}$`));
  // The address changes at once; the season page (three stars) stays until the match page is drawn.
  await expect(page.getByRole('heading', { level: 1, name: name(m1) })).toBeVisible();
  await page.getByRole('button', { name: 'Banker' }).click();
  await moveDialog(page, m2, m1).getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Prediction saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Banker' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const afterMatchPage = await savedPredictions(request, token);
  expect(afterMatchPage.get(m1.id)?.isBanker).toBe(true);
  expect(afterMatchPage.get(m2.id)?.isBanker).toBe(false);

  // Back on the season page: the banker goes on the unsaved third match (asked), then lucky
  // picks fill that card's scores and keep its banker; Submit all saves it.
  await page.goto(`/seasons/${season.seasonId}`);
  await star(page, m3).click();
  await moveDialog(page, m1, m3).getByRole('button', { name: 'Move' }).click();
  await expect(star(page, m3)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Lucky picks' }).click();
  await expect(
    page.getByText('Lucky picks generated! 1 random predictions created. Review and submit them!'),
  ).toBeVisible();
  await expect(card(page, m3).getByRole('textbox', { name: `${m3.home} goals` })).toHaveValue(
    /^[0-5]$/,
  );
  await page.getByRole('button', { name: /Submit all/ }).click();
  await expect(card(page, m3).getByText('Predicted')).toBeVisible();
  const final = await savedPredictions(request, token);
  expect(final.get(m3.id)?.isBanker).toBe(true);
  expect(final.get(m1.id)?.isBanker).toBe(false);
  expect(final.get(m2.id)?.isBanker).toBe(false);
});
