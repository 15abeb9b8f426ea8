/**
 * What `npm run bench:load` drives: the real server as one process (default), or LOAD_INSTANCES
 * instances behind nginx, started as `npm run cluster` starts them (scripts/cluster.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Target = {
  base: string;
  describe: string;
  /** The processes whose CPU time counts as the server's: the instances and nginx's workers. */
  pids: () => number[];
  stop: () => Promise<void>;
};

export async function startTarget(options: {
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  instances?: number;
}): Promise<Target> {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: options.jwtSecret,
  };
  const base = `http://127.0.0.1:${port}`;
  if (!options.instances) {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitHealthy(base);
    return {
      base,
      describe: 'one server process',
      pids: () => [server.pid!],
      stop: () => stop(server),
    };
  }
  const ports = [];
  for (let i = 0; i < options.instances; i++) ports.push(await freePort());
  const cluster = spawn(
    process.execPath,
    [path.join(API_DIR, '..', 'scripts', 'cluster.mjs'), '--no-build'],
    { env: { ...env, INSTANCE_PORTS: ports.join(',') }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  cluster.stdout!.on('data', (d) => (output += d));
  while (!output.includes('cluster: ready')) {
    if (cluster.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const instancePids = [...output.matchAll(/instance \d+ \(pid (\d+)\) ready/g)].map((m) =>
    Number(m[1]),
  );
  const nginxPid = Number(/nginx \(pid (\d+)\)/.exec(output)![1]);
  return {
    base,
    describe: `${options.instances} instance(s) behind nginx`,
    pids: () => [...instancePids, ...childrenOf(nginxPid)],
    stop: () => stop(cluster),
  };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** User plus system CPU seconds of processes so far (Linux /proc; NaN elsewhere). */
export function cpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return NaN;
    }
  }, 0);
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return (
          Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === parent
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(base + '/api/health')).ok) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy');
}
