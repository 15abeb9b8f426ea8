import fc from 'fast-check';
import { expect } from 'vitest';
import { fillPath, pathParams, type ApiRoute } from '../authz-routes';
import type { TestApp } from '../harness';
import { matrix } from '../authz/matrix';
import { isAdminPath, type MatrixRow } from '../authz/expect';
import type { World } from '../authz/world';

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
};

/** Routes answering HTML by design (a link opened in a browser): a 4xx there need not be JSON. */
export const HTML_ROUTES = new Set(['GET /api/newsletter/unsubscribe']);

/** Text that must never reach a client: stack frames, module paths, SQL, database error wording. */
const FORBIDDEN = [
  '    at ',
  'node_modules',
  'SELECT ',
  'INSERT ',
  'UPDATE ',
  'DELETE FROM',
  'syntax error',
  'violates',
  'relation "',
  'column "',
];

export const counter = { cases: 0, byStatus: {} as Record<number, number> };

export type Who = 'admin' | 'player' | 'none';
/** Who calls: on admin routes mostly a site admin (past the guard), elsewhere mostly a player; nobody now and then. */
const callers = (adminRoute: boolean): fc.Arbitrary<Who> =>
  fc.oneof(
    { arbitrary: fc.constant<Who>('admin'), weight: adminRoute ? 6 : 2 },
    { arbitrary: fc.constant<Who>('player'), weight: adminRoute ? 1 : 3 },
    { arbitrary: fc.constant<Who>('none'), weight: 1 },
  );

const JUNK_IDS = [
  '-1',
  '0',
  '-0',
  '1e9',
  '1e309',
  '999999999',
  '9999999999',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  ' 1',
  '1 ',
  '0x10',
  '..',
  '../',
  '..%2F..%2Fetc',
  '%00',
  '%',
  '%zz',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '{}',
  '[]',
  '💥',
  'ÄÖÜ',
  'a'.repeat(300),
  '%E0%A4%A',
];

/** A path segment: a junk id, sent raw or encoded, or any random string (encoded). */
export const junkSegment = fc.oneof(
  fc.constantFrom(...JUNK_IDS),
  fc.constantFrom(...JUNK_IDS).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(String),
);

/** Values of the wrong kind for a known field. */
export const junkValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' ',
    0,
    -1,
    -2147483649,
    2147483648,
    1e308,
    -1e308,
    1.5,
    Number.MAX_SAFE_INTEGER,
    '1e9',
    '2026-13-45',
    'not-a-date',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    'ÄÖÜ 💥 ناسي 中文',
    [],
    {},
    [null],
    { $gt: '' },
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 1000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** URL-encoded form bodies that stress the form parser: deep nesting, sparse arrays, prototype keys. */
const formBody = fc.record({
  text: fc.constantFrom(
    'a[b][c][d][e][f][g][h][i][j][k]=1',
    'a[100000]=1',
    '__proto__[role]=admin',
    'constructor[prototype][x]=1',
    'a=1&a=2&a[]=3',
    '=&=&&',
    `a=${'%'.repeat(50)}`,
    'name=%E0%A4%A',
  ),
  contentType: fc.constant('application/x-www-form-urlencoded'),
});

/** Malformed or surprising request bodies sent as raw text with a JSON (or another) content type. */
export const rawBody = fc.oneof(
  { arbitrary: formBody, weight: 1 },
  {
    arbitrary: fc.record({
      text: fc.oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '{"a":1}}',
          '\u0000',
          '"just a string"',
          '1e999',
          '{"a":1e999}',
          'true',
          '[]',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"role":"admin"}}}',
          '\uFEFF{}',
          '{"a":"\\ud800"}',
          '',
        ),
        fc.string({ maxLength: 60 }).map((s) => `{${s}`),
        fc.string({ maxLength: 60 }),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
      ),
    }),
    weight: 4,
  },
);

const LIST_KEYS = ['sort', 'range', 'filter'];
const QUERY_KEYS = [
  'season',
  'seasonId',
  'view',
  'year',
  'month',
  'limit',
  'offset',
  'q',
  'matchGroupId',
  'matchGroup',
  'match',
  'status',
  'date',
  'active',
  'token',
  'page',
  'perPage',
  'role',
  'resource',
  'resourceId',
  'actorId',
  'action',
  'trophyId',
  'userId',
];
const FILTER_KEYS = [
  'id',
  'q',
  'seasonId',
  'status',
  'date',
  'matchGroupId',
  'isActive',
  'role',
  'resource',
  'resourceId',
  'actorId',
  'action',
  'competitionId',
  'trophyId',
  'userId',
  'tier',
];

/** simple-REST parameters with junk JSON inside, or not JSON at all. */
const listParam = fc.oneof(
  fc.constantFrom(
    '["id","ASC"',
    '[0,1e20]',
    '[-1,5]',
    '[5,1]',
    '[0,99999999999]',
    '["name","SIDEWAYS"]',
    '["nope","ASC"]',
    '{"q":{}}',
    'null',
    '[]',
    '{}',
    '"x"',
    '[0,24]',
    '["id","DESC"]',
    '[1.5,2]',
    '{"id":[]}',
    '{"id":["x",-1]}',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(fc.constantFrom(...FILTER_KEYS), junkValue, { maxKeys: 3 })
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
);

/** A query string: known parameter names with junk values, random names, repeated names, and raw nasty strings. */
export const junkQuery = fc.oneof(
  fc
    .tuple(
      fc.dictionary(fc.constantFrom(...LIST_KEYS), listParam, { maxKeys: 3 }),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
        fc.oneof(
          junkValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
          fc.string(),
        ),
        { maxKeys: 4 },
      ),
    )
    .map(([list, rest]) => new URLSearchParams({ ...rest, ...list }).toString()),
  fc.constantFrom(
    'season=1&season=2',
    'limit=-1',
    'limit=1e9',
    'offset=-5',
    'year=99999&month=13',
    'view=monthly&year=abc&month=0',
    '%',
    '%zz=1',
    'a[b][c]=1',
    'sort[]=1',
    'q=%00',
    'filter=%7B',
    'range=%5B0%2C1e400%5D',
    `q=${'x'.repeat(5000)}`,
    'matchGroupId=1&matchGroupId=2',
    'season=all&view=season',
  ),
);

/** Printable ASCII without control characters (what an HTTP header may carry). */
const headerText = fc
  .string({ unit: 'grapheme-ascii', maxLength: 80 })
  .map((v) => [...v].filter((c) => c >= ' ' && c !== '\x7f').join(''));

/** Junk Authorization headers: random text, Bearer with junk, other schemes, and forged JWTs (see forgedTokens). */
export const junkAuthorization = (forged: string[]) =>
  fc.oneof(
    headerText,
    headerText.map((v) => `Bearer ${v}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer null',
      'Bearer undefined',
      'Token abc',
      `Bearer ${'a'.repeat(5000)}`,
    ),
    fc.constantFrom(...forged).map((t) => `Bearer ${t}`),
  );

/** The route's valid query with one to three parameters (its own or known ones) set to junk. */
export function mutatedQuery(base: string) {
  const keys = [...new URLSearchParams(base).keys()];
  const text = fc.oneof(
    junkValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    listParam,
  );
  return fc
    .dictionary(fc.constantFrom(...keys, ...QUERY_KEYS), text, { minKeys: 1, maxKeys: 3 })
    .map((changes) => {
      const params = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) params.set(key, value);
      return params.toString();
    });
}

export type Target = {
  route: ApiRoute;
  row: MatrixRow | undefined;
  params: Record<string, string | number>;
  query: string;
  body: unknown;
};

/** The route with a valid base call (path params, query, body) taken from the authorization matrix as a site admin. */
export async function targetOf(w: World, route: ApiRoute): Promise<Target> {
  const row = matrix.find((r) => `${r.method} ${r.path}` === route.key);
  const call = (await row?.call?.(w, 'siteAdmin')) ?? {};
  const params = call.params ?? Object.fromEntries(pathParams(route.path).map((p) => [p, 1]));
  return { route, row, params, query: call.query ?? '', body: call.body };
}

/** Sends one request and checks the answer: never 5xx, 4xx as JSON {message}, no stack or SQL text. */
export async function sendAndCheck(
  app: TestApp,
  tokens: Record<Who, string | undefined>,
  target: Target,
  request: {
    who: Who;
    path?: string;
    query?: string;
    body?: unknown;
    raw?: { text: string; contentType: string };
    authorization?: string;
  },
) {
  const path = request.path ?? fillPath(target.route.path, target.params);
  const query = request.query ?? target.query;
  const url = `${app.url}${path}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {};
  const token = tokens[request.who];
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.authorization !== undefined) headers.authorization = request.authorization;
  let body: string | undefined;
  if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    body = request.raw.text;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: target.route.method, headers, body });
  const text = await response.text();
  counter.cases += 1;
  counter.byStatus[response.status] = (counter.byStatus[response.status] ?? 0) + 1;
  const label = `${target.route.method} ${url.slice(app.url.length, 300)} as ${request.who} body=${(body ?? '').slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, label).toBeLessThan(500);
  // Any bad Authorization header is refused outright: a forged, expired or junk token never reaches a route.
  if (request.authorization?.trim()) expect(response.status, label).toBe(401);
  for (const bad of FORBIDDEN)
    expect(text.includes(bad), `${label} contains ${JSON.stringify(bad)}`).toBe(false);
  if (response.status >= 400 && !HTML_ROUTES.has(target.route.key)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    expect(
      typeof (parsed as { message?: unknown } | undefined)?.message,
      `${label}: 4xx without a JSON message`,
    ).toBe('string');
  }
}

const writes = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

/** Known-field mutations of a valid body: one or two fields replaced by junk, or dropped, or extra junk fields. */
function mutatedBody(base: unknown) {
  const record =
    base && typeof base === 'object' && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  const keys = Object.keys(record);
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 4 });
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), junkValue, { minKeys: 1, maxKeys: 2 }),
      fc.subarray(keys, { maxLength: 1 }),
      fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 2 }),
    )
    .map(([changed, dropped, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...record, ...changed };
      for (const key of dropped) delete out[key];
      return out;
    });
}

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
