import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from '../authz-routes';
import { startTestApp, type TestApp } from '../harness';
import { isAdminPath } from '../authz/expect';
import { createWorld, type World } from '../authz/world';
import { forgedTokens } from '../fuzz-tokens';
import type { Who } from './arbitraries';
import { counter } from './check';
import { fuzzRoute, RUNS, SKIPPED, targetOf } from './support';

const BUILT_IN = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Admin answers and admin-only routes (their own fuzz file, so two files run in parallel). */
export const isAdminRoute = (route: ApiRoute) => isAdminPath(route.path);

/**
 * One fuzz file: a fresh app and authorization world, then every selected route in its own `it`
 * as a site admin, a player and nobody in turn (chosen per case). Logs the number of cases at the end
 * (and appends it as a JSON line to the file named by FUZZ_REPORT, when set).
 */
export function describeFuzz(name: string, select: (route: ApiRoute) => boolean) {
  let app: TestApp;
  let w: World;
  const list = apiRoutes().filter((route) => select(route) && !SKIPPED[route.key]);
  let tokens: Record<Who, string | undefined>;
  let forged: string[] = [];

  // Keep the two callers usable and the deactivated user deactivated (its forged token must stay a
  // 401): fuzzed admin calls may deactivate, reactivate, promote, demote, set a password of or delete
  // anyone, and a caller may sign out everywhere; their tokens carry session version 0.
  const restore = async () => {
    await app.knex('users').where({ id: w.users.deactivated.id }).update({ isActive: false });
    await app
      .knex('users')
      .where({ id: w.users.siteAdmin.id })
      .update({ isActive: true, role: 'admin', sessionVersion: 0 });
    await app
      .knex('users')
      .where({ id: w.users.player.id })
      .update({ isActive: true, role: 'user', sessionVersion: 0 });
  };

  describe(name, () => {
    beforeAll(async () => {
      app = await startTestApp({
        rateLimit: { store: 'memory', perIp: 1_000_000, perAccount: 1_000_000 },
      });
      w = await createWorld(app);
      tokens = { admin: w.users.siteAdmin.token, player: w.users.player.token, none: undefined };
      forged = await forgedTokens(app.config.jwtSecret, {
        user: w.users.player.id,
        inactive: w.users.deactivated.id,
      });
    });
    afterAll(async () => {
      const skipped = Object.keys(SKIPPED).length;
      if (process.env.FUZZ_REPORT) {
        const line = {
          name,
          database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'embedded',
          routes: list.length,
          runs: RUNS,
          ...counter,
        };
        appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify(line)}\n`);
      }
      console.log(
        `[fuzz] ${name}: ${counter.cases} cases over ${list.length} routes (${RUNS} runs per shape; ${skipped} upload routes skipped), statuses ${JSON.stringify(counter.byStatus)}`,
      );
      await app?.close();
    });

    it('selects routes to fuzz', () => {
      expect(list.length).toBeGreaterThan(0);
    });

    for (const route of list) {
      it(`${route.key}: never 5xx, a stack trace or SQL text; every 4xx is JSON {message}`, async () => {
        try {
          await fuzzRoute(app, tokens, await targetOf(w, route), restore, forged);
          // The server runs in this process: `__proto__` and `constructor` keys in bodies and queries polluted nothing.
          expect(
            Object.getOwnPropertyNames(Object.prototype).filter((key) => !BUILT_IN.has(key)),
          ).toEqual([]);
        } catch (error) {
          // fast-check's report names the counterexample; the cause says what the answer was.
          const cause = (error as Error).cause as Error | undefined;
          throw new Error(
            `${(error as Error).message.split('\n').slice(0, 4).join('\n')}\n${cause?.message?.split('\n')[0] ?? ''}`,
          );
        }
      }, 300_000);
    }
  });
}
