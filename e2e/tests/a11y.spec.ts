import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  newPlayerSession,
  openSettled,
  playerRoutes,
  prepareVisit,
  resolvePath,
  themes,
  type Session,
} from '../support/playerRoutes';

/** The routes checked here: the one list shared with screens.spec.ts (add new pages there). */
export { playerRoutes };

let player: Session;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  player = await newPlayerSession(request);
  await request.dispose();
});

for (const route of playerRoutes) {
  for (const visitor of ['guest', 'player'] as const) {
    if (visitor === 'guest' && route.signedInOnly) continue;
    for (const theme of themes) {
      test(`axe: ${route.name} as ${visitor}, ${theme} theme`, async ({ page, request }) => {
        await prepareVisit(page, theme, visitor === 'player' ? player : null);
        await openSettled(page, await resolvePath(route, request));
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
}
