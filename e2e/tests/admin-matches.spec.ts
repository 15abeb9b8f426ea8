import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { registerPlayerViaApi } from '../support/api';
import { closeMatch, createGameWeek, type GameWeek } from '../support/game';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test.beforeEach(async ({ page }) => {
  await prepareAdminVisit(page, session);
});

/** Chooses an option of a react-admin SelectInput by the input's label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Chooses a season in Manage Matches' filter sidebar (from 900 px up). */
async function chooseSeason(page: Page, season: string) {
  await page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('button', { name: season, exact: true })
    .click();
  await expect(page).toHaveURL(/seasonId/);
}

/** The list's filter, as react-admin keeps it in the address. */
const listFilter = (page: Page) =>
  JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

/** The list row holding a match, found by its home team's name. */
const row = (page: Page, home: string) => page.getByRole('row').filter({ hasText: home });

async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/admin${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test('the admin adds a match week in the modal, then matches through the form', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 2 });
  const [first, second] = week.matches;

  // A match week (match group) created in the modal, in the chosen season.
  await openAdminSettled(page, '/admin/matchgroups');
  await choose(page, 'Season', week.seasonName);
  // The filter is applied after react-admin's debounce: wait until the list's URL carries it (every
  // game week's group is called alike, so the group's cell alone could be another season's).
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').seasonId)
    .toBe(week.seasonId);
  await expect(page.getByRole('cell', { name: week.groupName })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Match Group' });
  await expect(dialog.getByRole('combobox', { name: 'Season' })).toHaveText(week.seasonName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Matchweek 2');
  await dialog.getByLabel('Match week').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Match week must be at least 1')).toBeVisible();
  await dialog.getByLabel('Match week').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const groupRow = page.getByRole('row').filter({ hasText: 'Matchweek 2' });
  await expect(groupRow).toContainText(week.seasonName);
  await expect(groupRow).toContainText('Active');

  // A week that still holds matches is refused, with the server's reason.
  const usedRow = page.getByRole('row').filter({ hasText: week.groupName });
  await usedRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      'Cannot delete a match group that has matches. Move its matches to another group first.',
    ),
  ).toBeVisible();
  await expect(usedRow).toBeVisible();

  // Add New Match needs a season; with one chosen, the form opens with that season.
  await openAdminSettled(page, '/admin/matches');
  await expect(page.getByRole('link', { name: 'Add New Match' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await chooseSeason(page, week.seasonName);
  await expect(row(page, first.home)).toBeVisible();
  await page.getByRole('link', { name: 'Add New Match' }).click();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveText(week.seasonName);
  await choose(page, 'Match group', 'Matchweek 2');

  // The home team is disabled in the away list; choosing the away team first allows the clash.
  await choose(page, 'Home team', first.home);
  await page.getByRole('combobox', { name: 'Away team' }).click();
  await expect(page.getByRole('option', { name: first.home, exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await choose(page, 'Home team', second.home);
  await choose(page, 'Away team', first.home);
  await choose(page, 'Home team', first.home);
  await page.getByLabel('Match date (UTC)').fill('2030-05-04T15:00');
  await page.getByLabel('Predictions close (UTC)').fill('2030-05-04T16:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Home and away teams cannot be the same')).toBeVisible();
  await expect(page.getByText('Predictions must close before the match starts')).toBeVisible();

  await choose(page, 'Away team', second.away);
  await page.getByLabel('Predictions close (UTC)').fill('2030-05-04T14:00');
  await page.getByLabel('Venue').fill('Riverside Ground');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/matches(\?|$)/);

  // The whole season, not only its current week: the new match is in a later week.
  await openAdminSettled(
    page,
    `/admin/matches?filter=${encodeURIComponent(JSON.stringify({ seasonId: week.seasonId }))}`,
  );
  const created = row(page, first.home).filter({ hasText: second.away });
  await expect(created).toContainText('Matchweek 2');
  await expect(created).toContainText('15:00 UTC');
  await expect(created).toContainText('Predictions close 14:00');
  const saved = await adminGet<{ matchDate: string; predictionsClose: string; venue: string }[]>(
    request,
    `/matches?season=${week.seasonId}`,
  );
  expect(saved.find((m) => m.venue === 'Riverside Ground')).toMatchObject({
    matchDate: '2030-05-04T15:00:00.000Z',
    predictionsClose: '2030-05-04T14:00:00.000Z',
  });

  // Delete asks first, then the row leaves the list.
  await created.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete match' });
  await expect(confirm).toContainText(`${first.home} v ${second.away}`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(created).toHaveCount(0);
});

test('a result set from the list shows on the player site', async ({ page, request, browser }) => {
  const week: GameWeek = await createGameWeek(request, { matchCount: 1 });
  const [match] = week.matches;
  const player = await registerPlayerViaApi(request);
  const login = await request.post('/api/auth/login', {
    data: { email: player.email, password: player.password },
  });
  const playerSession = (await login.json()) as AdminSession;
  const predicted = await request.post('/api/predictions', {
    data: { match: match.id, homeGoals: 2, awayGoals: 1 },
    headers: { Authorization: `Bearer ${playerSession.token}` },
  });
  expect(predicted.status(), await predicted.text()).toBeLessThan(300);
  await closeMatch(request, session.token, week, match.id);

  await openAdminSettled(page, '/admin/matches');
  await chooseSeason(page, week.seasonName);
  const matchRow = row(page, match.home);
  await expect(matchRow).toContainText('In progress');
  await matchRow.getByRole('button', { name: 'Set Result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set result' });
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(dialog.getByText('Both goal counts are required').first()).toBeVisible();
  await dialog.getByLabel(match.home).fill('2');
  await dialog.getByLabel(match.away).fill('-1');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(dialog.getByText('Goals must be whole numbers of 0 or more')).toBeVisible();
  await dialog.getByLabel(match.away).fill('1');
  await dialog.getByRole('button', { name: 'Set Result' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(matchRow).toContainText('2 - 1');
  await expect(matchRow).toContainText('Finished');

  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  await prepareAdminVisit(playerPage, playerSession);
  await playerPage.goto(`/predictions/${match.id}`);
  await expect(playerPage.getByLabel('Final score 2–1')).toBeVisible();
  await expect(playerPage.getByText('Exact score')).toBeVisible();
  await expect(playerPage.getByText('3 pts')).toBeVisible();
  await playerContext.close();
});

test('the highlight link marks a match, which is edited from its row', async ({
  page,
  request,
}) => {
  // The link opens on the page holding the match among its season's matches (50 a page; the
  // second page is proven by admin-match-day.spec.ts).
  const week = await createGameWeek(request, { matchCount: 12 });
  const target = week.matches[11];
  await openAdminSettled(page, `/admin/matches?highlight=${target.id}`);
  const marked = row(page, target.home);
  await expect(marked).toContainText('Highlighted');
  await expect(marked).toBeInViewport();
  expect(listFilter(page)).toEqual({ seasonId: week.seasonId });
  await expect(page.getByText('1-12 of 12')).toBeVisible();

  await marked.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/matches/${target.id}$`));
  await page.getByLabel('Predictions close (UTC)').fill('2031-01-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Predictions must close before the match starts')).toBeVisible();
  await page.getByLabel('Match date (UTC)').fill('2031-01-01T12:30');
  await page.getByLabel('Venue').fill('Neutral Park');
  await choose(page, 'Status', 'Postponed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/matches(\?|$)/);

  // Show Today's Matches clears season and status and sets today's (UTC) date.
  await page.getByRole('button', { name: "Show Today's Matches" }).click();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today);
  await expect.poll(() => listFilter(page)).toEqual({ date: today });

  const saved = await adminGet<{
    matchDate: string;
    predictionsClose: string;
    venue: string;
    status: string;
  }>(request, `/matches/${target.id}`);
  expect(saved).toMatchObject({
    matchDate: '2031-01-01T12:30:00.000Z',
    predictionsClose: '2031-01-01T10:00:00.000Z',
    venue: 'Neutral Park',
    status: 'postponed',
  });
});
