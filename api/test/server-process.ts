import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './outage';

export const apiDir = path.resolve(import.meta.dirname, '..');

export type Running = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

/** Runs a script of the api workspace (`src/server.ts`, `src/scripts/verify.ts`) as its own Node process. */
export function runScript(script: string, env: Record<string, string>): Running & { port: number } {
  const port = Number(env.PORT ?? 0);
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: '', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
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
