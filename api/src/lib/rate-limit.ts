import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { HttpError } from './errors';

const WINDOW_SECONDS = 15 * 60;

export type AuthLimits = { perIp: RateLimiterAbstract; perAccount: RateLimiterAbstract };

/** Counters for the auth endpoints: in memory, or in PostgreSQL when several instances share a database. */
export function createAuthLimits(config: Config, knex: Knex): AuthLimits {
  const make = (keyPrefix: string, points: number) =>
    config.rateLimit.store === 'postgres'
      ? new RateLimiterPostgres({
          storeClient: knex,
          storeType: 'knex',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix,
          points,
          duration: WINDOW_SECONDS,
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: WINDOW_SECONDS });
  return {
    perIp: make('auth_ip', config.rateLimit.perIp),
    perAccount: make('auth_account', config.rateLimit.perAccount),
  };
}

function tooMany(res: unknown): never {
  const seconds =
    res instanceof RateLimiterRes
      ? Math.max(1, Math.ceil(res.msBeforeNext / 1000))
      : WINDOW_SECONDS;
  throw new HttpError(429, 'Too many attempts. Please wait a few minutes and try again.', {
    code: 'RATE_LIMITED',
    headers: { 'Retry-After': String(seconds) },
  });
}

/** Counts every call of an auth route per client IP; over the limit answers 429 with Retry-After. */
export function limitPerIp(route: string) {
  return async (ctx: Context, next: Next) => {
    try {
      await ctx.authLimits.perIp.consume(`${route}:${ctx.ip}`);
    } catch (res) {
      if (res instanceof Error) throw res;
      tooMany(res);
    }
    await next();
  };
}

/**
 * Counts one use of a public resource by its own key (e.g. a calendar feed by its player), in the
 * per-IP budget: for links that shared services fetch for many people from few addresses (calendar
 * services), where a per-address count would refuse them all. Over the limit it throws 429.
 */
export async function countUse(ctx: Context, route: string, key: string): Promise<void> {
  try {
    await ctx.authLimits.perIp.consume(`${route}:${key}`);
  } catch (res) {
    if (res instanceof Error) throw res;
    tooMany(res);
  }
}

/** What a failed attempt is, by default: a 401 (wrong e-mail or password). */
const unauthorizedAnswer = (error: HttpError) => error.status === 401;

/**
 * Per-account limit, keyed by the lower-cased e-mail of the body (or what `keyOf` picks, e.g. the
 * signed-in caller's id). With `failuresOnly`, only failed attempts count (a 401, or what
 * `isFailure` names) and a success clears the count: login, change password, an e-mail change to a
 * taken address; without, every call counts: forgot-password.
 */
export function limitPerAccount(
  route: string,
  keyOf: (body: Record<string, unknown>, ctx: Context) => unknown,
  options: {
    failuresOnly: boolean;
    isFailure?: (error: HttpError) => boolean;
    /** false: a success does not clear the failures (an e-mail probe cannot reset its own count). */
    clearsOnSuccess?: boolean;
  },
) {
  const isFailure = options.isFailure ?? unauthorizedAnswer;
  return async (ctx: Context, next: Next) => {
    const raw = keyOf((ctx.request.body ?? {}) as Record<string, unknown>, ctx);
    if (typeof raw !== 'string' || !raw.trim()) return next();
    const key = `${route}:${raw.trim().toLowerCase()}`;
    const limiter = ctx.authLimits.perAccount;
    const current = await limiter.get(key);
    if (current && current.remainingPoints <= 0) tooMany(current);
    if (!options.failuresOnly) {
      await limiter
        .consume(key)
        .catch((res) => (res instanceof Error ? Promise.reject(res) : tooMany(res)));
      return next();
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError && isFailure(error)) await limiter.penalty(key, 1);
      throw error;
    }
    if (ctx.status < 400 && options.clearsOnSuccess !== false) await limiter.delete(key);
  };
}

declare module 'koa' {
  interface DefaultContext {
    authLimits: AuthLimits;
  }
}
