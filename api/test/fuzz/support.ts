/** Fuzzes one route in every request shape, with its valid base call taken from the authorization matrix. */
import fc from 'fast-check';
import { pathParams, type ApiRoute } from '../authz-routes';
import type { TestApp } from '../harness';
import { matrix } from '../authz/matrix';
import { isAdminPath } from '../authz/expect';
import type { World } from '../authz/world';
import {
  callers,
  junkAuthorization,
  junkSegment,
  mutatedBody,
  rawBody,
  type Who,
} from './arbitraries';
import { junkQuery, mutatedQuery } from './query-arbitraries';
import { sendAndCheck, type Target } from './check';

/** Runs per route and shape: modest, so each fuzz file stays near a minute on two cores. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

/** Routes not fuzzed here, with the reason. */
export const SKIPPED: Record<string, string> = {
  'POST /api/admin/teams/:id/logo':
    'multipart upload: checked by lib/upload tests and the module tests',
  'POST /api/news/admin/upload-header':
    'multipart upload: checked by lib/upload tests and the module tests',
  'POST /api/admin/newsletter/upload-header':
    'multipart upload: checked by lib/upload tests and the module tests',
  'GET /api/events':
    'an endless event stream, so no answer to read to its end; its one input, Last-Event-ID, is checked by modules/live/live.test.ts (400 when malformed)',
  'GET /api/docs/redoc.standalone.js':
    'a static third-party file (the Redoc bundle, whose code holds words like SELECT); it reads no input',
};

/** The route with a valid base call (path params, query, body) taken from the authorization matrix as a site admin. */
export async function targetOf(w: World, route: ApiRoute): Promise<Target> {
  const row = matrix.find((r) => `${r.method} ${r.path}` === route.key);
  const call = (await row?.call?.(w, 'siteAdmin')) ?? {};
  const params = call.params ?? Object.fromEntries(pathParams(route.path).map((p) => [p, 1]));
  return { route, row, params, query: call.query ?? '', body: call.body };
}

const writes = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** All shapes for one route: bodies (random JSON, objects, mutated known fields, malformed text), queries, path ids. */
export async function fuzzRoute(
  app: TestApp,
  tokens: Record<Who, string | undefined>,
  target: Target,
  restore: () => Promise<void>,
  forged: string[],
) {
  const run = (arb: fc.Arbitrary<Parameters<typeof sendAndCheck>[3]>, numRuns = RUNS) =>
    fc.assert(
      fc.asyncProperty(arb, async (request) => {
        await sendAndCheck(app, tokens, target, request);
      }),
      { numRuns, endOnFailure: true },
    );
  const who = callers(isAdminPath(target.route.path));
  await restore();
  if (writes(target.route.method)) {
    await run(fc.record({ who, body: fc.jsonValue({ maxDepth: 3 }) }));
    await run(fc.record({ who, body: fc.object({ maxDepth: 2 }) }));
    await run(fc.record({ who, body: mutatedBody(target.body) }), RUNS * 2);
    await run(fc.record({ who, raw: rawBody }));
  }
  await run(fc.record({ who, query: junkQuery }));
  if (target.route.method === 'GET')
    await run(fc.record({ who, query: mutatedQuery(target.query) }));
  // The writes above may have reactivated the deactivated user whose forged token must answer 401.
  await restore();
  await run(
    fc.record({ who: fc.constant<Who>('none'), authorization: junkAuthorization(forged) }),
    Math.max(3, Math.round(RUNS / 3)),
  );
  const names = pathParams(target.route.path);
  if (names.length > 0) {
    const segments = fc.record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.oneof(junkSegment, fc.constant(String(target.params[name]))),
        ]),
      ),
    );
    await run(
      fc.record({ who, segments }).map(({ who: w, segments: s }) => ({
        who: w,
        // Segments are inserted as they are (already encoded where they should be).
        path: target.route.path.replace(
          /:([A-Za-z]+)/g,
          (_, name: string) => (s as Record<string, string>)[name],
        ),
        body: target.body,
      })),
      RUNS * 2,
    );
  }
  await restore();
}
