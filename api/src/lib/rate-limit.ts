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
 * Per-account limit, keyed by the lower-cased e-mail (or token) of the body. Only failed attempts
 * count for login (a success clears the count); every call counts for forgot-password.
 */
export function limitPerAccount(
  route: string,
  keyOf: (body: Record<string, unknown>) => unknown,
  options: { failuresOnly: boolean },
) {
  return async (ctx: Context, next: Next) => {
    const raw = keyOf((ctx.request.body ?? {}) as Record<string, unknown>);
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
      if (error instanceof HttpError && error.status === 401) await limiter.penalty(key, 1);
      throw error;
    }
    if (ctx.status < 400) await limiter.delete(key);
  };
}

declare module 'koa' {
  interface DefaultContext {
    authLimits: AuthLimits;
  }
}
