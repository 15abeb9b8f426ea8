/**
 * The benchmark's API instances: each a forked bench/server.ts (the real app, and a tiny Koa app for
 * comparison) on the bench database, counted as started once /api/health answers ready.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export type Instance = {
  child: ChildProcess;
  appUrl: string;
  tinyUrl: string;
  /** From forking it until /api/health answered 200 (its leaderboards read), in ms. */
  readyMs: number;
};

/** Waits until an instance's /api/health answers 200; ms since `from`. */
async function untilReady(baseUrl: string, from: number) {
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return performance.now() - from;
    if (performance.now() - from > 600_000) throw new Error(`${baseUrl} never became ready`);
    await sleep(100);
  }
}

/**
 * Starts an instance on `databaseUrl`; `onFork` gets the process at once, so the caller can stop it
 * even when it never becomes ready.
 */
export async function startInstance(
  databaseUrl: string,
  secret: string,
  onFork: (child: ChildProcess) => void,
): Promise<Instance> {
  const forkedAt = performance.now();
  const child = fork(path.join(HERE, 'server.ts'), [], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_JWT_SECRET: secret },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  onFork(child);
  const ports = await new Promise<{ appPort: number; tinyPort: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { appPort: number; tinyPort: number }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  const appUrl = `http://127.0.0.1:${ports.appPort}`;
  return {
    child,
    appUrl,
    tinyUrl: `http://127.0.0.1:${ports.tinyPort}`,
    readyMs: await untilReady(appUrl, forkedAt),
  };
}
