import type { Role } from '@predictor/contracts/types';
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
  /** The job runner's queues (jobs/runner.ts), once it started; absent, work runs in the request. */
  jobs?: JobQueue;
  /** While the server starts: whether it is ready to serve (GET /health answers 503 until then). */
  starting?: { ready: boolean };
};

/** What a job runner and the work it shares with requests use: everything but the live feed. */
export type WorkDeps = Omit<AppDeps, 'live'>;

/** What a background job uses: no request, no storage. */
export type JobDeps = Pick<AppDeps, 'knex' | 'config' | 'mailer' | 'now' | 'log'>;

/** pg-boss queues: a job is worked by whichever instance's runner takes it first. */
export type JobQueue = {
  send: (queue: string, data: object) => Promise<void>;
  /** Sends a job and waits until it completed or failed ('timeout' when it has not within `timeoutMs`). */
  sendAndWait: (
    queue: string,
    data: object,
    timeoutMs: number,
  ) => Promise<'completed' | 'failed' | 'timeout'>;
};

/** The signed-in caller, loaded fresh on every request so a deactivation applies at once. */
export type AuthUser = { id: number; role: Role; teamName: string; email: string };

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
