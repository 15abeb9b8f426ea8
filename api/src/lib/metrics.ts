import type { Context, Next } from 'koa';
import type { Knex } from 'knex';
import client from 'prom-client';
import { camelRows } from '../db/rows';
import { tableCounts } from '../modules/leaderboards/snapshot-cache';

/** Prometheus metrics: request counts and durations by route, the database pool, the leaderboard tables and the job queue. */
export function createMetrics(knex: Knex) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
    registers: [registry],
  });
  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const pool = () =>
    (
      knex.client as {
        pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number };
      }
    ).pool;
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'used' }, p.numUsed());
      this.set({ state: 'free' }, p.numFree());
      this.set({ state: 'pending' }, p.numPendingAcquires());
    },
  });
  new client.Gauge({
    name: 'leaderboard_tables',
    help: 'Leaderboard tables this instance holds, and those it is building (moving on or reading whole)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { held, building } = tableCounts(knex);
      this.set({ state: 'held' }, held);
      this.set({ state: 'building' }, building);
    },
  });
  new client.Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs (pg-boss) by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const result = await knex.raw(
          `SELECT name AS queue, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY 1, 2`,
        );
        for (const row of camelRows<{ queue: string; state: string; n: number }>(result)) {
          this.set({ queue: row.queue, state: row.state }, row.n);
        }
      } catch {
        // No job queue in this process (pg-boss not started yet, or in tests): nothing to report.
      }
    },
  });
  return {
    registry,
    /** Times every API request under its route pattern (not the raw path, to keep labels few). */
    middleware: async (ctx: Context, next: Next) => {
      const end = duration.startTimer();
      try {
        await next();
      } finally {
        const route =
          (ctx as Context & { routerPath?: string; _matchedRoute?: string })._matchedRoute ??
          'unmatched';
        const labels = { method: ctx.method, route: String(route), status: String(ctx.status) };
        end(labels);
        requests.inc(labels);
      }
    },
  };
}
