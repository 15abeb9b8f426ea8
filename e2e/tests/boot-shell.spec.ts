import { expect, test, type Page } from '@playwright/test';

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

  test('gives way to the app, which shows the same page once, with one h1', async ({ page }) => {
    await page.goto('/leaderboards');
    await expect(page.locator('#boot')).toHaveCount(0);
    await expect(page.locator('#boot-style')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leaderboards');
    await expect(page.locator('#root')).toBeVisible();
  });
});
