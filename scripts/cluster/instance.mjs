/* global fetch, AbortSignal, setTimeout, clearTimeout */
// One API instance (api/src/server.ts) on a loopback port, restarted when it dies or stops answering.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../build-apps.mjs';

const HEALTH_EVERY_MS = 2000;
const HEALTH_TIMEOUT_MS = 5000;
/** Unanswered health checks in a row after which a live but hung instance is killed (and restarted). */
const HEALTH_MISSES = 3;
/** Migrations and the demo seed run before the server listens: give a start this long. */
const START_TIMEOUT_MS = 180_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /api/health: 'ok', 'unhealthy' (answered, e.g. 503 while the database is away) or 'silent'. */
export async function health(port, timeoutMs = HEALTH_TIMEOUT_MS) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return res.ok ? 'ok' : 'unhealthy';
  } catch {
    return 'silent';
  }
}

export class Instance {
  constructor({ number, port, env, say }) {
    Object.assign(this, { number, port, env, say });
    this.child = null;
    /** Restarts begin once the instance has been ready: a first start that fails stops the cluster. */
    this.supervised = false;
    this.stopping = false;
    this.misses = 0;
    this.restartDelay = 500;
  }

  /** Starts the process and resolves once it answers /api/health (rejects if it exits first). */
  async start() {
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'api'),
      env: { ...this.env, HOST: '127.0.0.1', PORT: String(this.port) },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    this.child = child;
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
    );
    exited.then((how) => this.onExit(child, how, Date.now() - startedAt));
    while (child.exitCode === null && child.signalCode === null) {
      if ((await health(this.port, 1000)) === 'ok') {
        this.say(`instance ${this.number} (pid ${child.pid}) ready on 127.0.0.1:${this.port}`);
        this.supervised = true;
        this.watch(child);
        return;
      }
      if (Date.now() - startedAt > START_TIMEOUT_MS) child.kill('SIGKILL');
      await sleep(200);
    }
    throw new Error(`instance ${this.number} exited (${await exited}) before answering`);
  }

  /** Restarts a process that died, backing off when it keeps dying at start (database away, bad config). */
  async onExit(child, how, livedMs) {
    if (this.stopping || !this.supervised || child !== this.child) return;
    this.restartDelay = livedMs < 10_000 ? Math.min(this.restartDelay * 2, 10_000) : 500;
    this.say(`instance ${this.number} (pid ${child.pid}) exited (${how}); restarting`);
    await sleep(this.restartDelay);
    if (this.stopping) return;
    await this.start().catch((error) => this.say(error.message));
  }

  /** Active health check: a live process that stops answering at all is killed, then restarted. */
  async watch(child) {
    this.misses = 0;
    while (!this.stopping && child === this.child && child.exitCode === null) {
      await sleep(HEALTH_EVERY_MS);
      if (this.stopping || child.exitCode !== null) return;
      // A 503 means the database is away: restarting would not help, so only silence counts.
      this.misses = (await health(this.port)) === 'silent' ? this.misses + 1 : 0;
      if (this.misses >= HEALTH_MISSES) {
        this.say(`instance ${this.number} (pid ${child.pid}) stopped answering; killing it`);
        child.kill('SIGKILL');
        return;
      }
    }
  }

  /** SIGTERM (the server finishes its requests), SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000) {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
