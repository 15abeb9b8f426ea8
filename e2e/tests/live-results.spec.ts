import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { registerPlayerViaApi } from '../support/api';
import { adminToken, closeMatch, createGameWeek, enterResult } from '../support/game';

test('an open season page shows a result and its points as the admin enters them, without a reload', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  const player = await registerPlayerViaApi(request);
  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  const { token } = (await login.json()) as { token: string };
  const predicted = await request.post('/api/predictions', {
    data: { match: match.id, homeGoals: 2, awayGoals: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(predicted.status(), await predicted.text()).toBe(201);
  const admin = await adminToken(request);
  await closeMatch(request, admin, week, match.id);

  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.signIn(player.email, player.password);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto(`/seasons/${week.seasonId}?matchweek=${week.groupId}`);
  const card = page.getByRole('article', { name: `${match.home} v ${match.away}` });
  await expect(card).toBeVisible();
  await stream;
  await expect(card.getByText('3 pts')).toHaveCount(0);
  // A mark on the document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await enterResult(request, admin, match.id, 2, 1);
  await expect(card.getByText('Exact score')).toBeVisible({ timeout: 5000 });
  await expect(card.getByText('3 pts')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});
