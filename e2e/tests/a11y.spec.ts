import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createGameWeek } from '../support/game';
import {
  newPlayerSession,
  openSettled,
  playerRoutes,
  predictBanker,
  prepareVisit,
  resolvePath,
  themes,
  type Session,
} from '../support/playerRoutes';

/**
 * Every route of the player site, signed out and signed in, in both themes at a phone and a desktop
 * width: axe, and a full-page screenshot saved as test-results/screens/<route-name>-<width>-<theme>.png
 * (`-signed-in` added where the signed-in page differs; kept as CI artifacts; look at them).
 * The routes: support/playerRoutes.ts (add new pages there).
 */
export { playerRoutes };

/** A phone and a desktop: axe judges each layout (the phone's menu, wrapped tables, stacked cards). */
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * Each route of the player's router (player/src/app/routes.tsx, by its path pattern) and the entries
 * of playerRoutes that visit it. The test below fails when the router gains a route missing here.
 */
const VISITS_OF_ROUTE: Record<string, string[]> = {
  '/': ['home'],
  login: ['login'],
  register: ['register'],
  'forgot-password': ['forgot-password'],
  'reset-password': ['reset-password'],
  seasons: ['seasons'],
  'seasons/:id': ['season', 'season-live'],
  'seasons/:id/questions': ['season-questions'],
  contact: ['contact'],
  rules: ['rules'],
  'privacy-policy': ['privacy-policy'],
  terms: ['terms'],
  leaderboards: ['leaderboards', 'leaderboards-round', 'leaderboards-live'],
  leagues: ['leagues'],
  'leagues/:id': ['league'],
  'users/:userId': ['public-profile'],
  'users/:userId/trophies': ['user-trophies'],
  'compare/:userId': ['compare'],
  news: ['news'],
  'news/:slug': ['news-article'],
  'my-predictions': ['my-predictions'],
  profile: ['profile'],
  trophies: ['trophies'],
  'predictions/:matchId': ['match-open', 'match-closed'],
  'kit-designer': ['kit-designer'],
  'select-favourite-team': ['select-favourite-team'],
  'new-user': ['new-user'],
  ':groupname': ['fan-league'],
  '*': ['not-found'],
};

test('visits every route of the player site', () => {
  const source = readFileSync(new URL('../../player/src/app/routes.tsx', import.meta.url), 'utf8');
  const patterns = ['/', ...[...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1])];
  expect(Object.keys(VISITS_OF_ROUTE).sort()).toEqual([...new Set(patterns)].sort());
  const names = new Set(playerRoutes.map((route) => route.name));
  expect(
    Object.values(VISITS_OF_ROUTE)
      .flat()
      .filter((name) => !names.has(name)),
  ).toEqual([]);
});

let player: Session;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  player = await newPlayerSession(request);
  // A banker in the player's predictions: My Predictions and home show its chip in both themes.
  const week = await createGameWeek(request, { matchCount: 1 });
  await predictBanker(request, player, week.matches[0].id);
  await request.dispose();
});

/** The screenshot's name: the route's, with `-signed-in` for the signed-in look of a public page. */
function screenshotName(route: (typeof playerRoutes)[number], visitor: 'guest' | 'player') {
  return visitor === 'guest' || route.signedInOnly ? route.name : `${route.name}-signed-in`;
}

/** Who sees the route: a guest unless it is for players only; a player where it is theirs or differs. */
const visitorsOf = (route: (typeof playerRoutes)[number]) => [
  ...(route.signedInOnly ? [] : (['guest'] as const)),
  ...(route.signedInOnly || (route.differsWhenSignedIn && !route.guestOnly)
    ? (['player'] as const)
    : []),
];

// Every route, as each visitor it has, in both themes, at both widths.
for (const route of playerRoutes) {
  for (const visitor of visitorsOf(route)) {
    for (const theme of themes) {
      for (const viewport of viewports) {
        const name = `axe: ${route.name} as ${visitor}, ${theme} theme, ${viewport.width} px`;
        const screenshot = screenshotName(route, visitor);
        test(name, async ({ page, request }, testInfo) => {
          await page.setViewportSize(viewport);
          const session = visitor === 'player' ? player : null;
          await prepareVisit(page, theme, session);
          await openSettled(page, await resolvePath(route, request, session));
          await page.screenshot({
            path: path.join(
              testInfo.project.outputDir,
              'screens',
              `${screenshot}-${viewport.width}-${theme}.png`,
            ),
            fullPage: true,
            animations: 'disabled',
          });
          await expectNoSeriousA11yViolations(page);
        });
      }
    }
  }
}
