import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import { loadConfig, type Config } from '../src/config';
import type { WorkDeps } from '../src/lib/context';
import { createStorage } from '../src/lib/create-storage';
import type { MailMessage } from '../src/lib/mailer';

/** What a job runner needs outside an app (e.g. one of several runners on one database): mails captured. */
export function jobDeps(
  knex: Knex,
  overrides: Partial<Config> = {},
  /** How long each mail takes to send, so that runs on several runners overlap. */
  mailDelayMs = 0,
): WorkDeps & { mails: MailMessage[] } {
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'predictor-jobs-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    }),
    ...overrides,
  };
  const mails: MailMessage[] = [];
  return {
    config,
    knex,
    log: pino({ level: 'silent' }),
    mailer: {
      send: async (m) => {
        if (mailDelayMs) await new Promise((resolve) => setTimeout(resolve, mailDelayMs));
        mails.push(m);
      },
      close: () => {},
    },
    storage: createStorage(config),
    now: () => new Date(),
    mails,
  };
}
