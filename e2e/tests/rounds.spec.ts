import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import { adminToken, enterResult, type FixtureMatch } from '../support/game';
import { createSeasonRounds, playerToken, predict } from '../support/rounds';

const card = (page: Page, match: FixtureMatch) =>
  page.getByRole('article', { name: `${match.home} v ${match.away}` });

test('between rounds, the season page and Predict open the next round: countdowns, progress, banker, FT and In Play', async ({
  page,
  request,
}) => {
  // Thursday between rounds: Matchweek 1 began three days ago (one match played, one kicking off
  // late and already closed); Matchweek 2 begins in 40 hours, its first deadline 39 hours away.
  const season = await createSeasonRounds(request, [
    [{ kickOffInHours: -72 }, { kickOffInHours: 1, closesInHours: -0.05 }],
    [{ kickOffInHours: 40 }, { kickOffInHours: 72 }, { kickOffInHours: 74 }],
  ]);
  const [played, inPlay] = season.rounds[0].matches;
  const [soon, later, last] = season.rounds[1].matches;
  await enterResult(request, await adminToken(request), played.id, 2, 1);
  const player = await registerPlayerViaApi(request);
  await predict(request, await playerToken(request, player), soon, {
    homeGoals: 1,
    awayGoals: 0,
    isBanker: true,
  });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(player.email, player.password);

  // The season page, opened from the competitions list, lands on the round of the 36-hour rule.
  await page.goto('/seasons');
  await page.getByRole('link', { name: new RegExp(season.seasonName) }).click();
  await expect(page.getByRole('tab', { name: 'Matchweek 2' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const round = page.getByRole('group', { name: 'Your round' });
  await expect(round.getByText('1 of 3 predicted')).toBeVisible();
  await expect(round.getByText(`Banker: ${soon.home} v ${soon.away}`)).toBeVisible();
  // Under 48 hours to its deadline a card counts down; further away it does not.
  await expect(card(page, soon).getByText(/^Closes in 1d 1[45]h$/)).toBeVisible();
  await expect(card(page, later).getByText(/^Closes in/)).toHaveCount(0);
  await expect(card(page, last)).toBeVisible();

  // Last round: the played match shows its score and FT, the closed one In Play, none 'Locked'.
  await page.getByRole('tab', { name: 'Matchweek 1' }).click();
  await expect(card(page, played).getByText('FT', { exact: true })).toBeVisible();
  await expect(card(page, played)).toContainText('2');
  await expect(card(page, inPlay).getByText('In Play')).toBeVisible();
  await expect(page.getByText('Locked')).toHaveCount(0);

  // Home's Predict link for this competition opens the same round.
  await page.goto('/');
  await page.getByRole('link', { name: new RegExp(`^Predict ${season.seasonName}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/seasons/${season.seasonId}$`));
  await expect(page.getByRole('tab', { name: 'Matchweek 2' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
