import path from 'node:path';
import { test } from '@playwright/test';
import {
  newPlayerSession,
  openSettled,
  playerRoutes,
  prepareVisit,
  resolvePath,
  themes,
  type Session,
} from '../support/playerRoutes';

/**
 * Full-page screenshots of every route at a phone and a desktop width, in both themes, saved as
 * test-results/screens/<route-name>-<width>-<theme>.png (kept as CI artifacts; look at them).
 * The routes: the one list shared with a11y.spec.ts (add new pages there).
 */
export { playerRoutes };

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let player: Session;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  player = await newPlayerSession(request);
  await request.dispose();
});

const visits = playerRoutes.flatMap((route) => [
  ...(route.signedInOnly ? [] : [{ route, signedIn: false, name: route.name }]),
  ...(route.signedInOnly || route.differsWhenSignedIn
    ? [
        {
          route,
          signedIn: true,
          name: route.signedInOnly ? route.name : `${route.name}-signed-in`,
        },
      ]
    : []),
]);

for (const visit of visits) {
  for (const viewport of viewports) {
    for (const theme of themes) {
      const file = `${visit.name}-${viewport.width}-${theme}.png`;
      test(`screenshot ${file}`, async ({ page, request }, testInfo) => {
        await page.setViewportSize(viewport);
        await prepareVisit(page, theme, visit.signedIn ? player : null);
        await openSettled(page, await resolvePath(visit.route, request));
        await page.screenshot({
          path: path.join(testInfo.project.outputDir, 'screens', file),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
}
