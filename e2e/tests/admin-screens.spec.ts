import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminRoutes, adminSession, openAdminSettled, type AdminSession } from '../support/admin';
import { a11yViolations } from '../support/axe';

/**
 * Every back-office screen (support/admin.ts adminRoutes) at a phone's and a desktop's width in both
 * themes: a full-page screenshot saved as test-results/screens/admin-<name>-<width>-<theme>.png (kept
 * as CI artifacts; look at them) and axe, which must find no serious or critical violation (issue 29
 * item 9). One test per screen: what the screen shows is created once, then the four views.
 */
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Each screen of the back office's router (resource views and child routes, custom pages) and the
 * entries of adminRoutes that visit it. The first test fails when the router gains a screen missing
 * here, so a new screen cannot escape the screenshots and axe.
 */
const VISITS_OF_SCREEN: Record<string, string[]> = {
  dashboard: ['dashboard'],
  'competitions list': ['competitions'],
  'competitions create': ['competitions-create'],
  'competitions edit': ['competition-edit'],
  'seasons list': ['seasons'],
  'seasons create': ['seasons-create'],
  'seasons edit': ['season-edit'],
  'teams list': ['teams'],
  'teams create': ['teams-create'],
  'teams edit': ['team-edit'],
  'matchgroups list': ['matchgroups'],
  'matchgroups create': ['matchgroups-create'],
  'matchgroups edit': ['matchgroup-edit'],
  'matches list': ['matches', 'matches-highlight'],
  'matches create': ['matches-create'],
  'matches edit': ['match-edit'],
  'users list': ['users', 'users-filtered'],
  'users edit': ['user-edit'],
  'news list': ['news', 'news-drafts'],
  'news create': ['news-create'],
  'news edit/:id/*': ['news-edit', 'news-not-found'],
  'news preview/:id': ['news-preview'],
  // /news/{id} only redirects to /news/edit/{id}.
  'news :id': ['news-edit'],
  'season-questions list': ['season-questions'],
  'season-questions create': ['season-questions-create'],
  'season-questions edit': ['season-question-edit'],
  'trophies list': ['trophies'],
  'trophies create': ['trophies-create'],
  'trophies edit': ['trophies-edit'],
  'trophies :trophyId/awards': ['trophy-awards-one'],
  'audit-events list': ['audit-events'],
  'audit-events show': ['audit-event-show'],
  'custom trophy-awards': ['trophy-awards'],
  'custom match-distribution': ['match-distribution'],
  'custom favourite-teams': ['favourite-teams'],
  'custom newsletter': ['newsletter'],
  'custom fixture-import': ['fixture-import'],
  'custom results-entry': ['results-entry'],
};

/** The screens the back office's sources declare (see VISITS_OF_SCREEN). */
function declaredScreens(): string[] {
  const src = new URL('../../backoffice/src/', import.meta.url);
  const screens = ['dashboard'];
  const resourcesDir = new URL('resources/', src);
  for (const resource of readdirSync(resourcesDir, { withFileTypes: true })) {
    if (!resource.isDirectory()) continue;
    const dir = new URL(`${resource.name}/`, resourcesDir);
    const files = readdirSync(dir).filter((file) => /^(index|routes)\.tsx?$/.test(file));
    const source = files.map((file) => readFileSync(new URL(file, dir), 'utf8')).join('\n');
    for (const view of ['list', 'create', 'edit', 'show']) {
      if (new RegExp(`^\\s+${view}:`, 'm').test(source)) screens.push(`${resource.name} ${view}`);
    }
    for (const match of source.matchAll(/\bpath(?:=|: )["']([^"']+)["']/g)) {
      screens.push(`${resource.name} ${match[1]}`);
    }
  }
  const pages = readFileSync(new URL('pages/index.tsx', src), 'utf8');
  for (const match of pages.matchAll(/\bpath: '([^']+)'/g)) screens.push(`custom ${match[1]}`);
  return screens;
}

test('visits every screen of the back office', () => {
  expect(Object.keys(VISITS_OF_SCREEN).sort()).toEqual(declaredScreens().sort());
  const names = new Set(adminRoutes.map((route) => route.name));
  expect(
    Object.values(VISITS_OF_SCREEN)
      .flat()
      .filter((name) => !names.has(name)),
  ).toEqual([]);
});

let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

/**
 * One page for the four views of a screen, so the back office's scripts load once from the network
 * and then from the browser's cache: signed in, in the light theme, before any script runs.
 */
async function openSignedIn(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript((signedIn) => {
    window.localStorage.setItem('token', signedIn.token);
    window.localStorage.setItem('user', JSON.stringify(signedIn.user));
    window.localStorage.setItem('RaStore.theme', JSON.stringify('light'));
  }, session);
  return { context, page: await context.newPage() };
}

/**
 * The app bar's theme button, clicked from script: a modal screen's backdrop covers it for the
 * mouse. Resolves once the page has been painted in the other theme.
 */
async function toggleTheme(page: Page) {
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.evaluate(() =>
    document.querySelector<HTMLButtonElement>('[aria-label="Toggle light/dark mode"]')?.click(),
  );
  await page.waitForFunction(
    (previous) => getComputedStyle(document.body).backgroundColor !== previous,
    before,
  );
}

for (const route of adminRoutes) {
  test(`${route.name}: screenshots and axe at 390 and 1280 px, both themes`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const target =
      typeof route.path === 'string' ? route.path : await route.path(request, session.token);
    const { context, page } = await openSignedIn(browser);
    const violations: string[] = [];
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await openAdminSettled(page, target);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await toggleTheme(page);
        await page.screenshot({
          path: path.join(
            testInfo.project.outputDir,
            'screens',
            `admin-${route.name}-${viewport.width}-${theme}.png`,
          ),
          fullPage: true,
          animations: 'disabled',
        });
        const found = await a11yViolations(page);
        violations.push(...found.map((line) => `${viewport.width} px, ${theme}: ${line}`));
      }
    }
    await context.close();
    expect(violations, `serious or critical axe violations on ${target}`).toEqual([]);
  });
}
