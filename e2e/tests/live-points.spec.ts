import { expect, test } from '@playwright/test';
import { adminSession, openAdminSettled, prepareAdminVisit } from '../support/admin';
import { closeMatch, createGameWeek } from '../support/game';
import { newPlayerSession } from '../support/playerRoutes';

test('staff enter a live goal and a watching player sees LIVE points in their league table, without a reload', async ({
  page,
  request,
  browser,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  const [me, rival] = [await newPlayerSession(request), await newPlayerSession(request)];
  const created = await request.post('/api/leagues', {
    data: { name: 'Live League', season: week.seasonId, type: 'public' },
    headers: { Authorization: `Bearer ${me.token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { league } = (await created.json()) as { league: { id: number } };
  const joined = await request.post(`/api/leagues/${league.id}/join`, {
    headers: { Authorization: `Bearer ${rival.token}` },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  for (const [player, homeGoals, awayGoals] of [
    [me, 1, 0],
    [rival, 0, 2],
  ] as const) {
    const saved = await request.post('/api/predictions', {
      data: { match: match.id, homeGoals, awayGoals },
      headers: { Authorization: `Bearer ${player.token}` },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  const staff = await adminSession(request);
  await closeMatch(request, staff.token, week, match.id);

  // The player watches the league page.
  await page.addInitScript((session) => {
    window.localStorage.setItem('token', session.token);
    window.localStorage.setItem('user', JSON.stringify(session.user));
  }, me);
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto(`/leagues/${league.id}`);
  const standings = page.getByRole('region', { name: 'Standings' });
  await expect(standings.getByRole('row', { name: /You/ })).toBeVisible();
  await stream;
  await expect(page.getByText('As it stands')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Staff give the match its live score from the back office's Set Result dialog.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await prepareAdminVisit(staffPage, staff);
  await openAdminSettled(
    staffPage,
    `/admin/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: week.seasonId }))}`,
  );
  const row = staffPage.getByRole('row').filter({ hasText: match.home });
  await row.getByRole('button', { name: 'Set Result' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Set result' });
  // Set Result finishes a match unless staff say the score is live.
  const liveBox = dialog.getByRole('checkbox', { name: 'Live score: the match is still in play' });
  await expect(liveBox).not.toBeChecked();
  await liveBox.check();
  await dialog.getByLabel(match.home).fill('1');
  await dialog.getByLabel(match.away).fill('0');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(staffPage.getByText('Live score saved')).toBeVisible();

  // Within the event stream's delivery: LIVE, the score, and my exact score's provisional 3 points.
  const notice = page.getByRole('status').filter({ hasText: 'As it stands' });
  await expect(notice).toContainText(`${match.home} 1–0 ${match.away}`, { timeout: 5000 });
  const mine = standings.getByRole('row', { name: /You/ });
  await expect(mine).toContainText('+3');
  await expect(mine.getByRole('cell').first()).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // A goal for the away side: the rival's 0-2 is not right yet either, my 1-0 is no longer exact.
  await row.getByRole('button', { name: 'Set Result' }).click();
  // A match with a live score: the next goal is live too.
  await expect(liveBox).toBeChecked();
  await dialog.getByLabel(match.away).fill('1');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(notice).toContainText(`${match.home} 1–1 ${match.away}`, { timeout: 5000 });
  await expect(mine).not.toContainText('+3');

  // The final result replaces the provisional points: no LIVE, the points stored.
  await row.getByRole('button', { name: 'Set Result' }).click();
  await liveBox.uncheck();
  await dialog.getByLabel(match.away).fill('0');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(page.getByText('As it stands')).toHaveCount(0, { timeout: 5000 });
  await expect(mine.getByRole('cell').nth(2)).toHaveText('3');
  await staffContext.close();
});
