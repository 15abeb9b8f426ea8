import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import type { AuthUser } from './context';
import { forbidden, unauthorized } from './errors';
import { signPurposeToken, verifyPurposeToken } from './tokens';

/**
 * A session token for a user: purpose 'session', carrying the user's session version (`sv`). A
 * password change, reset, deactivation, demotion or "sign out everywhere" moves the version on
 * (trigger users_end_sessions, migration 20261126000000), which ends every token issued before.
 */
export function signSessionToken(
  userId: number,
  secret: string,
  expiresIn: string,
  sessionVersion = 0,
): Promise<string> {
  return signPurposeToken('session', secret, userId, expiresIn, { sv: sessionVersion });
}

type Verified = { id: number; version: number; expiresAt: number };
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedTokens = new Map<string, Map<string, Verified>>();

/**
 * Verifying an HS256 signature costs more than the rest of a cached read (an async WebCrypto job),
 * and a signed-in player sends the same token with every request. So each session token that
 * verified is remembered (the most recent 10,000 per secret) with its expiry, which is still checked
 * on every use. A changed token is a different key here, so a tampered one is always verified, and
 * fails. Nothing here can go stale between instances: a signature's validity never changes, and the
 * caller's row (role, deactivation, session version) is read per request.
 */
async function verifySessionToken(token: string, secret: string): Promise<Verified | null> {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known) return Date.now() < known.expiresAt ? known : null;
  const result = await verifyPurposeToken('session', secret, token);
  const version = result?.payload.sv;
  if (!result || !Number.isSafeInteger(version)) return null;
  const entry = {
    id: result.userId,
    version: version as number,
    expiresAt: result.payload.exp! * 1000,
  };
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, entry);
  return entry;
}

type CallerRow = {
  id: number;
  role: AuthUser['role'];
  teamName: string;
  email: string;
  isActive: boolean;
  sessionVersion: number;
};
type Batch = { ids: Set<number>; rows: Promise<Map<number, CallerRow>> };
const openBatches = new WeakMap<Knex, Batch>();

/**
 * Looks the caller up by id. Requests that arrive in the same turn of the event loop share one
 * query, sent after they all arrived (so a deactivation is never missed): under load that is one
 * round trip for many requests instead of one each. Plain knex rows, not User models: this runs on
 * every authenticated request, the hottest read of the API.
 */
async function loadCaller(knex: Knex, id: number): Promise<CallerRow | undefined> {
  let batch = openBatches.get(knex);
  if (!batch) {
    const ids = new Set<number>();
    const rows = new Promise<CallerRow[]>((resolve, reject) =>
      setImmediate(() => {
        openBatches.delete(knex);
        knex('users')
          .whereIn('id', [...ids])
          .select('id', 'role', 'team_name', 'email', 'is_active', 'session_version')
          .then(resolve, reject);
      }),
    ).then((list) => new Map(list.map((row) => [row.id, row])));
    batch = { ids, rows };
    openBatches.set(knex, batch);
  }
  batch.ids.add(id);
  return (await batch.rows).get(id);
}

/**
 * Reads the bearer token when there is one. A bad or expired token, a token of another purpose, a
 * deactivated user's or one issued before the user's sessions were ended answers 401 at once (the
 * user's row is read on every request: no cache, so an ended session stops on its next request); no
 * token leaves the caller anonymous.
 */
export async function authenticate(ctx: Context, next: Next) {
  const header = ctx.get('authorization');
  if (header) {
    const match = /^Bearer (.+)$/i.exec(header);
    const token = match ? await verifySessionToken(match[1], ctx.deps.config.jwtSecret) : null;
    if (!token)
      throw unauthorized('Your session has expired. Please sign in again.', 'SESSION_EXPIRED');
    const user = await loadCaller(ctx.deps.knex, token.id);
    if (!user || !user.isActive || user.sessionVersion !== token.version)
      throw unauthorized('Your session has expired. Please sign in again.', 'SESSION_EXPIRED');
    ctx.state.user = {
      id: user.id,
      role: user.role,
      teamName: user.teamName,
      email: user.email,
    } as AuthUser;
  }
  await next();
}

/** Route guard: a signed-in caller. */
export async function requireUser(ctx: Context, next: Next) {
  if (!ctx.state.user) throw unauthorized();
  await next();
}

/** Route guard: a signed-in admin (anonymous 401, players 403). */
export async function requireAdmin(ctx: Context, next: Next) {
  if (!ctx.state.user) throw unauthorized();
  if (ctx.state.user.role !== 'admin') throw forbidden('Admin access required', 'ADMIN_ONLY');
  await next();
}

/** The signed-in caller; only call behind requireUser or requireAdmin. */
export function currentUser(ctx: Context): AuthUser {
  if (!ctx.state.user) throw unauthorized();
  return ctx.state.user;
}
