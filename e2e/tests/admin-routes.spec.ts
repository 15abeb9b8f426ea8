import { expect, test, type Page } from '@playwright/test';
import { adminSession, prepareAdminVisit, type AdminSession } from '../support/admin';
import { newPlayerSession, prepareVisit, type Session } from '../support/playerRoutes';

/** Every route of the admin spec's table (§2); `{id}` parts are filled with a fixed number. */
const SPEC_ROUTES = [
  '/admin',
  '/admin/competitions',
  '/admin/seasons',
  '/admin/teams',
  '/admin/matches',
  '/admin/matches?highlight=1',
  '/admin/matchgroups',
  '/admin/users',
  '/admin/match-distribution',
  '/admin/favourite-teams',
  '/admin/news',
  '/admin/news/create',
  '/admin/news/edit/1',
  '/admin/trophies',
  '/admin/trophies/1/awards',
  '/admin/trophy-awards',
  '/admin/newsletter',
];

/**
 * The routes whose screens are built (the newsletter comes with issue 14), with
 * the ids of a news post and a trophy created for the run.
 */
function builtRoutes(newsId: number, trophyId: number) {
  return SPEC_ROUTES.filter((route) => !/newsletter/.test(route)).map((route) =>
    route
      .replace('/news/edit/1', `/news/edit/${newsId}`)
      .replace('/trophies/1/', `/trophies/${trophyId}/`),
  );
}

let admin: AdminSession;
let player: Session;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  admin = await adminSession(request);
  player = await newPlayerSession(request);
  await request.dispose();
});

async function expectOnPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}

test('an anonymous visitor to any admin route is sent to /login', async ({ page }) => {
  for (const route of SPEC_ROUTES) {
    await page.goto(route);
    await expectOnPath(page, '/login');
  }
});

test('a signed-in player on any admin route is sent to /', async ({ page }) => {
  await prepareVisit(page, 'dark', player);
  for (const route of SPEC_ROUTES) {
    await page.goto(route);
    await expectOnPath(page, '/');
  }
});

test('an admin gets the real screen on every built route, with a way back to /admin', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${admin.token}` };
  const news = await request.post('/api/news/admin', {
    headers,
    data: {
      title: `Route check ${Date.now()}`,
      content: '<p>Checking routes</p>',
      publishDate: new Date().toISOString(),
      status: 'draft',
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const trophy = await request.post('/api/trophies/admin', {
    headers,
    multipart: {
      name: `Route trophy ${Date.now()}`,
      description: 'For the route check',
      trophyType: 'custom',
      isActive: 'true',
    },
  });
  expect(trophy.status(), await trophy.text()).toBe(201);
  const routes = builtRoutes((await news.json()).id, (await trophy.json()).id);

  await prepareAdminVisit(page, admin);
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' }), route).toBeVisible();
    await expect(page.getByText(/not found/i).first(), route).toBeHidden({ timeout: 2_000 });
  }
});
