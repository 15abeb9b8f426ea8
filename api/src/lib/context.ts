import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { LiveFeed } from '../modules/live/feed';
import type { Mailer } from './mailer';
import type { Storage } from './storage';

/** What every route and service may use; built once by the server (or a test) and put on ctx.deps. */
export type AppDeps = {
  config: Config;
  knex: Knex;
  log: Logger;
  mailer: Mailer;
  storage: Storage;
  /** This instance's live events (modules/live): results set on any instance, for SSE streams. */
  live: LiveFeed;
  /** The clock: tests move it to check deadlines. */
  now: () => Date;
};

/** The signed-in caller, loaded fresh on every request so a deactivation applies at once. */
export type AuthUser = { id: number; role: 'user' | 'admin'; teamName: string; email: string };

declare module 'koa' {
  interface DefaultContext {
    deps: AppDeps;
    /** The request's logger: every line carries its requestId. */
    log: Logger;
  }
  interface DefaultState {
    user?: AuthUser;
  }
}
