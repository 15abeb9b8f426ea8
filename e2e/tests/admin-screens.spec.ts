import path from 'node:path';
import { test } from '@playwright/test';
import {
  adminRoutes,
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { themes } from '../support/playerRoutes';

/**
 * Full-page screenshots of every back-office screen at 1280 px in both themes, saved as
 * test-results/screens/admin-<name>-1280-<theme>.png (kept as CI artifacts; look at them).
 * The screens: support/admin.ts adminRoutes (add new screens there).
 */
let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

for (const route of adminRoutes) {
  for (const theme of themes) {
    const file = `admin-${route.name}-1280-${theme}.png`;
    test(`screenshot ${file}`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await prepareAdminVisit(page, session, theme);
      const target =
        typeof route.path === 'string' ? route.path : await route.path(request, session.token);
      await openAdminSettled(page, target);
      await page.screenshot({
        path: path.join(testInfo.project.outputDir, 'screens', file),
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
