import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { adminPost, closeMatch, createGameWeek, type GameWeek } from '../support/game';
import { prepareVisit } from '../support/playerRoutes';
import { registerPlayer } from '../support/users';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const auth = () => ({ Authorization: `Bearer ${session.token}` });

/** A week whose matches all kicked off (in progress, no result): the page opens on it. */
async function kickedOffWeek(request: APIRequestContext, matchCount: number) {
  const week = await createGameWeek(request, { matchCount });
  for (const match of week.matches) await closeMatch(request, session.token, week, match.id);
  return week;
}

/** A second, empty match week in the week's season; answers its name. */
async function addSecondWeek(request: APIRequestContext, week: GameWeek) {
  const name = 'Matchweek 2';
  await adminPost(request, session.token, '/match-groups', {
    seasonId: week.seasonId,
    name,
    matchWeek: 2,
    isActive: true,
  });
  return name;
}

async function savedMatches(request: APIRequestContext, week: GameWeek) {
  const response = await request.get(`/api/admin/matches?season=${week.seasonId}`, {
    headers: auth(),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; status: string; homeGoals: number | null }[];
}

/** Opens Results Entry on the week's season (from Manage Matches' filter, as staff would). */
async function openWeek(page: Page, week: GameWeek) {
  await openAdminSettled(page, `/admin/results-entry?season=${week.seasonId}`);
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(week.seasonName);
  await expect(page.getByRole('combobox', { name: 'Match week' })).toHaveText(week.groupName);
}

const grid = (page: Page, week: GameWeek) =>
  page.getByRole('grid', { name: `Results of ${week.groupName}` });
const gridRow = (page: Page, home: string) => page.getByRole('row').filter({ hasText: home });

async function screenshot(page: Page, file: string) {
  await page.screenshot({
    path: path.join(test.info().project.outputDir, 'screens', file),
    fullPage: true,
    animations: 'disabled',
  });
}

test('a staff member types a whole week of results by keyboard, saves once, and players see the points', async ({
  page,
  request,
  browser,
}) => {
  const week = await createGameWeek(request, { matchCount: 10 });
  const player = await registerPlayer(request);
  const predict = async (matchId: number, homeGoals: number, awayGoals: number) => {
    const response = await request.post('/api/predictions', {
      data: { match: matchId, homeGoals, awayGoals },
      headers: { Authorization: `Bearer ${player.token}` },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  };
  const [first, second] = week.matches;
  await predict(first.id, 2, 1); // exact score: 3 points
  await predict(second.id, 1, 0); // correct result (3-1): 1 point
  for (const match of week.matches) await closeMatch(request, session.token, week, match.id);

  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareAdminVisit(page, session);
  await openWeek(page, week);
  await expect(grid(page, week).getByRole('row')).toHaveCount(11);
  // The first home score cell has the focus: no mouse from here.
  await expect(gridRow(page, first.home).locator('[data-field="homeGoals"]')).toBeFocused();

  const scores: [number, number][] = [
    [2, 1],
    [3, 1],
    [0, 0],
    [1, 2],
    [4, 0],
    [1, 1],
    [0, 3],
    [2, 2],
    [5, 1],
    [0, 1],
  ];
  let keystrokes = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    keystrokes += 1;
  };
  const started = Date.now();
  for (const [home, away] of scores) {
    await press(String(home));
    await press('Tab');
    await press(String(away));
    await press('Tab');
  }
  await expect(page.getByRole('status').filter({ hasText: 'rows changed' })).toHaveText(
    '10 rows changed',
  );
  await expect(gridRow(page, week.matches[9].home).getByText('Changed')).toBeVisible();
  // Out of the grid to Save results, and save.
  await press('Tab');
  await expect(page.getByRole('button', { name: 'Save results' })).toBeFocused();
  await press('Enter');
  const summary = page.getByRole('status').filter({ hasText: '10 matches saved' });
  await expect(summary).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Results entry: 10 matches by keyboard in ${keystrokes} keystrokes, ${seconds.toFixed(1)} s`,
  );

  await expect(summary).toContainText(
    `${first.home} v ${first.away}: Finished, 1 predictions scored, 1 with points`,
  );
  await expect(gridRow(page, first.home)).toContainText('1 scored, 1 with points');
  await expect(gridRow(page, first.home).getByText('Changed')).toHaveCount(0);
  const saved = await savedMatches(request, week);
  expect(saved.map((m) => [m.status, m.homeGoals])).toEqual(scores.map(([h]) => ['finished', h]));
  // The page as saved (summary, scored counts), then reopened in the dark theme, at 1280 and 390 px.
  await screenshot(page, 'admin-results-saved-1280-light.png');
  await prepareAdminVisit(page, session, 'dark');
  await openWeek(page, week);
  await screenshot(page, 'admin-results-week-1280-dark.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'admin-results-week-390-dark.png');

  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  const playerSession = (await login.json()) as { token: string; user: unknown };
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await prepareVisit(playerPage, 'light', playerSession);
  await playerPage.goto('/leaderboards');
  await playerPage.getByRole('tab', { name: week.seasonName }).click();
  const standing = playerPage.getByRole('row').filter({ hasText: player.teamName });
  await expect(standing).toContainText('4');
  await playerPage.goto(`/predictions/${first.id}`);
  await expect(playerPage.getByLabel('Final score 2–1')).toBeVisible();
  await expect(playerPage.getByText('Exact score')).toBeVisible();
  await expect(playerPage.getByText('3 pts')).toBeVisible();
  await playerContext.close();
});

test('a refused row keeps the whole week unsaved and says why; cells refuse bad scores as typed', async ({
  page,
  request,
}) => {
  const week = await kickedOffWeek(request, 3);
  const [first, second, third] = week.matches;
  await prepareAdminVisit(page, session);
  await openWeek(page, week);

  // A negative score is refused in its cell, with the reason; Escape leaves the cell unchanged.
  await page.keyboard.press('-');
  await page.keyboard.press('1');
  await expect(page.getByRole('tooltip')).toHaveText('Goals must be whole numbers of 0 or more');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // Half a score is refused here, before any call.
  for (const key of ['1', 'Tab', '0', 'Tab', '2', 'Tab', '2', 'Tab', '3', 'Tab'])
    await page.keyboard.press(key);
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix the marked rows' })).toBeVisible();
  await expect(gridRow(page, third.home)).toContainText('Both goal counts are required');

  // Complete it, but the second match is deleted meanwhile: the API refuses that row, saves nothing.
  await gridRow(page, third.home).locator('[data-field="awayGoals"]').click();
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  const removed = await request.delete(`/api/admin/matches/${second.id}`, { headers: auth() });
  expect(removed.status()).toBe(200);
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some results are invalid; nothing was saved' }),
  ).toBeVisible();
  await expect(gridRow(page, second.home)).toContainText('Match not found');
  await expect(gridRow(page, first.home)).not.toContainText('Match not found');
  await expect(page.getByRole('status').filter({ hasText: 'rows changed' })).toHaveText(
    '3 rows changed',
  );
  const saved = await savedMatches(request, week);
  expect(saved.map((m) => [m.id, m.status, m.homeGoals])).toEqual([
    [first.id, 'in_progress', null],
    [third.id, 'in_progress', null],
  ]);
  await screenshot(page, 'admin-results-refused-1280-light.png');

  // Discard gives the saved week back.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'rows changed' })).toHaveText(
    '0 rows changed',
  );
});

test('a match is postponed from its status cell and Manage Matches links to the page', async ({
  page,
  request,
}) => {
  const week = await kickedOffWeek(request, 2);
  const [first] = week.matches;
  await addSecondWeek(request, week);
  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin/matches');
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: week.seasonName, exact: true })
    .click();
  // The list puts its filter in the address (debounced) before the link is followed.
  await expect(page).toHaveURL(/seasonId/);
  const enterResults = page.getByRole('link', { name: 'Enter results' });
  await expect(enterResults).toHaveAttribute('href', new RegExp(`season=${week.seasonId}$`));
  await enterResults.click();
  await expect(page).toHaveURL(new RegExp(`/admin/results-entry\\?season=${week.seasonId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Results Entry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(week.seasonName);

  const status = gridRow(page, first.home).locator('[data-field="status"]');
  await status.dblclick();
  await page.getByRole('option', { name: 'Postponed' }).click();
  await page.keyboard.press('Enter');
  await expect(gridRow(page, first.home).getByText('Changed')).toBeVisible();
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 match saved' })).toContainText(
    `${first.home} v ${first.away}: Postponed, 0 predictions scored`,
  );
  const saved = await savedMatches(request, week);
  expect(saved.find((m) => m.id === first.id)?.status).toBe('postponed');
});

test('a result weeks before kick-off is refused until "Record a result before kick-off" is ticked, in the grid and in Set Result', async ({
  page,
  request,
}) => {
  // A fresh week kicking off in the future (nothing closed): the page opens on it.
  const week = await createGameWeek(request, { matchCount: 2 });
  const [first, second] = week.matches;
  await prepareAdminVisit(page, session);
  await openWeek(page, week);

  // The grid: the tick is offered on rows not kicked off; an unticked result is refused on its row.
  const firstRow = gridRow(page, first.home);
  const tick = firstRow.getByRole('checkbox', { name: 'Record a result before kick-off' });
  await expect(tick).not.toBeChecked();
  for (const key of ['2', 'Tab', '0', 'Enter']) await page.keyboard.press(key);
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix the marked rows' })).toBeVisible();
  await expect(firstRow).toContainText(
    'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.',
  );
  expect((await savedMatches(request, week)).map((m) => m.status)).toEqual([
    'scheduled',
    'scheduled',
  ]);
  await tick.check();
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 match saved' })).toContainText(
    `${first.home} v ${first.away}: Finished`,
  );

  // The status cell offers every status, labelled.
  await gridRow(page, second.home).locator('[data-field="status"]').dblclick();
  await expect(page.getByRole('option')).toHaveText([
    'Scheduled',
    'In progress',
    'Finished',
    'Cancelled',
    'Postponed',
  ]);
  await page.keyboard.press('Escape');

  // Set Result on Manage Matches: the API refuses without the tick, the refusal beside it.
  await openAdminSettled(page, '/admin/matches');
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: week.seasonName, exact: true })
    .click();
  await page
    .getByRole('row')
    .filter({ hasText: second.home })
    .getByRole('button', { name: 'Set Result' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Set result' });
  await dialog.getByLabel(second.home).fill('1');
  await dialog.getByLabel(second.away).fill('1');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  // The refusal beside the tick (its description), and in the dialog's red banner.
  const refusal =
    'This match has not kicked off yet. Tick "Record a result before kick-off" to record one anyway.';
  const dialogTick = dialog.getByRole('checkbox', { name: 'Record a result before kick-off' });
  await expect(dialogTick).toHaveAccessibleDescription(refusal);
  await expect(dialog.getByRole('alert').first()).toHaveText(refusal);
  await dialogTick.check();
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(dialog).toHaveCount(0);

  const saved = await savedMatches(request, week);
  expect(saved.map((m) => [m.id, m.status, m.homeGoals])).toEqual([
    [first.id, 'finished', 2],
    [second.id, 'finished', 1],
  ]);
  // Each recorded before kick-off, and the audit log says so.
  for (const match of [first, second]) {
    const filter = { resource: 'matches', resourceId: String(match.id), action: 'set_result' };
    const audit = await request.get(
      `/api/admin/audit-events?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      { headers: auth() },
    );
    expect(audit.status(), await audit.text()).toBe(200);
    const events = (await audit.json()) as { after: Record<string, unknown> }[];
    expect(events.map((e) => e.after.beforeKickOff)).toEqual([true]);
  }
});

test('typed results survive a return to the tab, and changing the week asks first', async ({
  page,
  request,
}) => {
  const week = await kickedOffWeek(request, 2);
  const [first] = week.matches;
  const otherName = await addSecondWeek(request, week);
  await prepareAdminVisit(page, session);
  await openWeek(page, week);
  await expect(gridRow(page, first.home).locator('[data-field="homeGoals"]')).toBeFocused();
  await page.keyboard.press('2');
  await page.keyboard.press('Tab');
  await page.keyboard.press('1');
  await page.keyboard.press('Tab');
  const changed = page.getByRole('status').filter({ hasText: 'row changed' });
  await expect(changed).toHaveText('1 row changed');

  // Back from another tab: the page asks nothing of the server, and the typed score stays.
  const reloads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin/match')) reloads.push(r.url());
  });
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(changed).toHaveText('1 row changed');
  expect(reloads).toEqual([]);

  // Another week: refused, the grid and its score stay; accepted, the other week opens.
  const weekSelect = page.getByRole('combobox', { name: 'Match week' });
  page.once('dialog', (dialog) => void dialog.dismiss());
  await weekSelect.click();
  await page.getByRole('option', { name: otherName, exact: true }).click();
  await expect(weekSelect).toHaveText(week.groupName);
  await expect(changed).toHaveText('1 row changed');
  await expect(gridRow(page, first.home)).toContainText('Changed');

  page.once('dialog', (dialog) => void dialog.accept());
  await weekSelect.click();
  await page.getByRole('option', { name: otherName, exact: true }).click();
  await expect(weekSelect).toHaveText(otherName);
});
