import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './support/accounts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;

/** Chromium to drive: CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download. */
function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright's own browser is not registered on this machine.
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install Chromium: apt-get install -y chromium, or set CHROMIUM_PATH',
    );
  }
  return found;
}

// This file is loaded by the runner and again by each worker, which inherit the runner's environment:
// choosing the fresh data dir and database name through process.env makes every process agree on them.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'predictor-e2e-'));
// The server mails over SMTP to this port; admin-newsletter.spec.ts listens on it (smtp-server).
process.env.E2E_SMTP_PORT ??= String(port + 20_000);
const serverEnv: Record<string, string> = {
  PORT: String(port),
  DATA_DIR: process.env.E2E_DATA_DIR,
  SEED_DEMO: '0',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: 'warn',
  PUBLIC_URL: baseURL,
  // Every journey signs in from 127.0.0.1: the whole suite makes far more than the default 100 sign-ins
  // per address in 15 minutes. The limits themselves are proven by the API tests (lib/rate-limit*.test.ts).
  AUTH_RATE_LIMIT_PER_IP: '10000',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
};
if (process.env.DATABASE_URL) {
  // On PostgreSQL the server gets its own fresh database on the same server, created and dropped by
  // support/serve.mjs around the server (Playwright starts the web server before globalSetup).
  process.env.E2E_DATABASE_NAME ??= `e2e_${Date.now()}`;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  serverEnv.DATABASE_URL = url.toString();
  serverEnv.E2E_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL,
    // Recording a trace slows every journey by about a quarter: CI records one for a failed journey's
    // retry only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // The player's service worker would answer requests before page.route mocks see them: only the
    // journeys about it (tests/pwa.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: findChromium(),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    env: serverEnv,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop cleanly, then support/serve.mjs drops the database and data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
