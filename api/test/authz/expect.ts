import { signSessionToken } from '../../src/lib/auth';
import { createMatch, createUser } from '../factories';
import type { Role, World } from './world';

/** One expected status, or the few acceptable ones (e.g. [200, 201]). */
export type Status = number | readonly number[];
export type Expectations = Record<Role, Status>;

/**
 * What one call sends: path parameters, a query string (without '?'), a JSON body, and the bearer
 * token when it is not the role's own (see `ownSessionOf`).
 */
export type Call = {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  token?: string;
};

/**
 * One API route and what each role gets. `call` builds the request per role; a route that changes or
 * deletes something makes its own fresh fixture in `call`, so the roles' order does not matter.
 */
export type MatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  expect: Expectations;
  call?: (w: World, role: Role) => Call | Promise<Call>;
  /** Why a status is what it is, when it is not obvious. */
  note?: string;
};

/** A public route: every caller gets `ok`; a deactivated user's token answers 401 everywhere. */
export const everyone = (ok: Status, overrides: Partial<Expectations> = {}): Expectations => ({
  anonymous: ok,
  player: ok,
  otherPlayer: ok,
  leagueCreator: ok,
  leagueAdmin: ok,
  siteAdmin: ok,
  deactivated: 401,
  ...overrides,
});

/** A signed-in route: anonymous and deactivated 401, every active user `ok` unless overridden. */
export const signedIn = (ok: Status, overrides: Partial<Expectations> = {}): Expectations =>
  everyone(ok, { anonymous: 401, ...overrides });

/** An admin route: anonymous and deactivated 401, players (whatever their league role) 403, site admin `ok`. */
export const adminOnly = (ok: Status): Expectations => ({
  anonymous: 401,
  player: 403,
  otherPlayer: 403,
  leagueCreator: 403,
  leagueAdmin: 403,
  siteAdmin: ok,
  deactivated: 401,
});

export const statusMatches = (expected: Status, actual: number) =>
  typeof expected === 'number' ? expected === actual : expected.includes(actual);

/** A fresh open match in the world's season and match group (predictions, results, shifts, deletes). */
export const freshMatch = (w: World, fields: Record<string, unknown> = {}) =>
  createMatch(w.knex, { seasonId: w.season.id, matchGroupId: w.matchGroup.id, ...fields });

/** An ISO timestamp `days` from now. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

/** Routes only a site admin reaches: their answers may carry e-mail addresses. */
export const isAdminPath = (path: string) =>
  /^\/api\/(admin\/|news\/admin|trophies\/admin|users\/search)/.test(path);

/** Routes the app itself declares beside the routers (api/src/app.ts), kept in the table too. */
export const APP_LEVEL_ROUTES = ['GET /api/metrics'];

/**
 * For a route that ends the caller's sessions or account: the call as a fresh user of the role's kind
 * (an admin for siteAdmin), so the world's own tokens keep working. Anonymous and deactivated callers
 * stay who they are.
 */
export async function ownSessionOf(w: World, role: Role): Promise<Call> {
  if (role === 'anonymous' || role === 'deactivated') return {};
  const user = await createUser(w.knex, role === 'siteAdmin' ? { role: 'admin' } : {});
  return { token: await signSessionToken(user.id, w.app.config.jwtSecret, '1h') };
}
