import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from './context';
import { forbidden, unauthorized } from './errors';

const encoder = new TextEncoder();

/** Signs a short-lived HS256 token for a user. */
export async function signToken(
  userId: number,
  secret: string,
  expiresIn: string,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(encoder.encode(secret));
}

type Verified = { id: number; expiresAt: number };
type Verifier = { key: Promise<CryptoKey>; verified: Map<string, Verified> };
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiers = new Map<string, Verifier>();

/**
 * Verifying an HS256 signature costs more than the rest of a cached read (a key import and an async
 * WebCrypto job), and a signed-in player sends the same token with every request. So the key is
 * imported once per secret, and each token that verified is remembered (the most recent 10,000)
 * with its expiry, which is still checked on every use. A changed token is a different key here,
 * so a tampered one is always verified, and fails. Nothing here can go stale between instances: a
 * signature's validity never changes, and the caller's row (role, deactivation) is read per request.
 */
function verifierFor(secret: string): Verifier {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    verifier = {
      key: crypto.subtle.importKey(
        'raw',
        encoder.encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      ),
      verified: new Map(),
    };
    verifiers.set(secret, verifier);
  }
  return verifier;
}

async function verifyToken(token: string, secret: string): Promise<number | null> {
  const { key, verified } = verifierFor(secret);
  const known = verified.get(token);
  if (known) return Date.now() < known.expiresAt ? known.id : null;
  try {
    const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0 || payload.exp === undefined) return null;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { id, expiresAt: payload.exp * 1000 });
    return id;
  } catch {
    return null;
  }
}

type CallerRow = {
  id: number;
  role: AuthUser['role'];
  teamName: string;
  email: string;
  isActive: boolean;
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
          .select('id', 'role', 'team_name', 'email', 'is_active')
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
 * Reads the bearer token when there is one. A bad, expired or deactivated user's token answers 401
 * at once; no token leaves the caller anonymous.
 */
export async function authenticate(ctx: Context, next: Next) {
  const header = ctx.get('authorization');
  if (header) {
    const match = /^Bearer (.+)$/i.exec(header);
    const id = match ? await verifyToken(match[1], ctx.deps.config.jwtSecret) : null;
    if (!id)
      throw unauthorized('Your session has expired. Please sign in again.', 'SESSION_EXPIRED');
    const user = await loadCaller(ctx.deps.knex, id);
    if (!user || !user.isActive)
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
