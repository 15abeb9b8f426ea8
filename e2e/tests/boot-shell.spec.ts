import { expect, test, type Page } from '@playwright/test';
import { prepareVisit } from '../support/playerRoutes';
import { createSeasonRounds, predict } from '../support/rounds';
import { registerPlayer } from '../support/users';

/** Keeps the app's scripts from loading: what shows is what the server wrote into the page. */
const withoutAppScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

const hero = (page: Page) =>
  page.getByRole('heading', { name: 'Predict the scores. Beat your mates.' });

test.describe("the server's first screen (boot shell)", () => {
  test('shows the guest hero with working links before any script has loaded', async ({ page }) => {
    await withoutAppScripts(page);
    await page.goto('/');
    await expect(hero(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
    await page.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("wears the visitor's light theme and hides the guest hero from a signed-in player", async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.addInitScript(() => {
      localStorage.setItem('themeMode', 'light');
      localStorage.setItem('token', 'a-stored-session');
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('#boot header')).toBeVisible();
    await expect(hero(page)).toBeHidden();
    const background = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(244, 246, 251)');
  });

  test("has a landing page's own scripts load with the app's, not after them", async ({
    request,
  }) => {
    for (const [path, page] of [
      ['/leagues/1', 'LeaguePage'],
      ['/leagues', 'LeaguesPage'],
      ['/seasons/1', 'SeasonPage'],
    ]) {
      const html = await (await request.get(path)).text();
      const listed = html.match(
        /<script id="boot-assets" type="application\/json">(.*?)<\/script>/,
      );
      const { preloads } = JSON.parse(listed?.[1] ?? '{}') as { preloads?: string[] };
      expect(preloads, path).toContainEqual(expect.stringMatching(`^/assets/${page}-`));
    }
  });

  test("has a league page's reads asked for by the server's page as it opens, and the app take them", async ({
    page,
    request,
  }) => {
    const season = await createSeasonRounds(request, [[{ kickOffInHours: 48 }]]);
    const [round] = season.rounds;
    const me = await registerPlayer(request);
    await predict(request, me.token, round.matches[0], { homeGoals: 2, awayGoals: 1 });
    const created = await request.post('/api/leagues', {
      data: { name: 'Early Reads League', season: season.seasonId, type: 'public' },
      headers: { Authorization: `Bearer ${me.token}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { league } = (await created.json()) as { league: { id: number } };
    const login = await request.post('/api/auth/login', {
      data: { email: me.email, password: me.password },
    });
    await prepareVisit(page, 'dark', await login.json());
    const reads = [
      `/api/leagues/${league.id}`,
      `/api/leagues/${league.id}/standings?offset=0&limit=20`,
      `/api/leagues/${league.id}/match-groups`,
      `/api/leagues/${league.id}/can-edit`,
      `/api/leagues/${league.id}/current-match-group`,
      `/api/leagues/${league.id}/predictions?matchGroupId=${round.groupId}&offset=0&limit=50`,
    ].sort();
    let asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith(`/api/leagues/${league.id}`))
        asked.push(url.pathname + url.search);
    });

    // Without the app's scripts: the page itself asks for every read, the grid's once its week is known.
    await withoutAppScripts(page);
    await page.goto(`/leagues/${league.id}`);
    await expect.poll(() => [...asked].sort()).toEqual(reads);

    // With them: the league shows, and no read was asked for twice (the app took the page's answers).
    await page.unroute('**/assets/*.js');
    asked = [];
    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Early Reads League standings' }).getByText(me.teamName),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Member predictions/ }).getByText(me.teamName),
    ).toBeVisible();
    expect([...asked].sort()).toEqual(reads);
  });

  test("has the leaderboards page's table asked for by the server's page, and the app take it", async ({
    page,
  }) => {
    let asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/leaderboards')) asked.push(url.pathname + url.search);
    });
    await withoutAppScripts(page);
    await page.goto('/leaderboards?season=all&view=monthly');
    const month = new Date().getUTCMonth() + 1;
    const read = `/api/leaderboards?season=all&view=monthly&year=${new Date().getUTCFullYear()}&month=${month}`;
    await expect.poll(() => asked).toEqual([read]);

    await page.unroute('**/assets/*.js');
    asked = [];
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
    // The month's table, or the words for a month without one: the answer has been shown.
    await expect(
      page
        .getByRole('table')
        .or(page.getByText('No leaderboard data available for the selected filters.'))
        .first(),
    ).toBeVisible();
    expect(asked).toEqual([read]);
  });

  test('gives way to the app, which shows the same page once, with one h1', async ({ page }) => {
    await page.goto('/leaderboards');
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.locator('#boot-style')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboards');
    await expect(page.locator('#root')).toBeVisible();
  });
});
