/** One fuzz request and its checks (never 5xx, 4xx as JSON {message, code}, no stack or SQL text), with the case counter. */
import { ERROR_CODES } from '@predictor/contracts';
import { expect } from 'vitest';
import { fillPath, type ApiRoute } from '../authz-routes';
import type { TestApp } from '../harness';
import type { MatrixRow } from '../authz/expect';
import type { Who } from './arbitraries';

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

export type Target = {
  route: ApiRoute;
  row: MatrixRow | undefined;
  params: Record<string, string | number>;
  query: string;
  body: unknown;
};

/** Sends one request and checks the answer: never 5xx, 4xx as JSON {message, code} with a listed code, no stack or SQL text. */
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
    const code = (parsed as { code?: unknown }).code;
    expect(Object.hasOwn(ERROR_CODES, String(code)), `${label}: 4xx without a listed code`).toBe(
      true,
    );
  }
}
