import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './outage';

export const apiDir = path.resolve(import.meta.dirname, '..');

export type Running = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves once the process's output matches `pattern` (already or later); rejects when it exits first. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  exited: Promise<number | null>;
};

/** Runs a script of the api workspace (`src/server.ts`, `src/scripts/verify.ts`) as its own Node process. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Running & { port: number } {
  const port = Number(env.PORT ?? 0);
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        done();
        resolve();
      };
      const fail = (why: string) => () => {
        done();
        reject(new Error(`${why} before its output matched ${pattern}: ${output.slice(-2000)}`));
      };
      const exitedFirst = fail('the process exited');
      const timer = setTimeout(fail(`${timeoutMs} ms passed`), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        child.off('exit', exitedFirst);
      };
      child.stdout!.on('data', check);
      child.stderr!.on('data', check);
      child.on('exit', exitedFirst);
      check();
    });
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    waitForOutput,
    exited,
  };
}

/** The real server (`node --import tsx src/server.ts`) on a free port, answering /api/health. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const server = runScript('src/server.ts', { PORT: String(await freePort()), ...env });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(server.url + '/api/health')).ok) return server;
    } catch {
      /* not listening yet */
    }
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become healthy: ${server.output()}`);
}

/** Environment for a server on the embedded database in `dataDir`, or on `databaseUrl` when given. */
export const databaseEnv = (dataDir: string, databaseUrl?: string): Record<string, string> =>
  databaseUrl
    ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }
    : { DATA_DIR: dataDir, DATABASE_URL: '' };

/** A timed request's fate: answered with a status, or failed with a socket error code. */
export type Outcome = {
  path: string;
  started: number;
  ended: number;
  status?: number;
  error?: string;
};

/** One request on a fresh connection (no keep-alive), so "refused" means the listening socket is closed. */
export function call(
  url: string,
  method: string,
  requestPath: string,
  body?: unknown,
): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url + requestPath,
      { method, agent: false, headers: payload ? { 'content-type': 'application/json' } : {} },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ path: requestPath, started, ended: performance.now(), status: res.statusCode }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        path: requestPath,
        started,
        ended: performance.now(),
        error: error.code ?? error.message,
      }),
    );
    req.end(payload);
  });
}

/** Sends a request's headers with `Expect: 100-continue` and resolves once the server has parsed them. */
export function startedRequest(url: string, requestPath: string) {
  return new Promise<{ finish: (body: unknown) => Promise<Outcome> }>((resolveStarted, reject) => {
    const started = performance.now();
    let settle: (outcome: Outcome) => void = () => {};
    const outcome = new Promise<Outcome>((r) => (settle = r));
    const req = http.request(url + requestPath, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', expect: '100-continue' },
    });
    req.on('continue', () =>
      resolveStarted({
        finish: (body) => {
          req.end(JSON.stringify(body));
          return outcome;
        },
      }),
    );
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        settle({ path: requestPath, started, ended: performance.now(), status: res.statusCode }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(error);
      settle({ path: requestPath, started, ended: performance.now(), error: error.code });
    });
    req.flushHeaders();
  });
}
