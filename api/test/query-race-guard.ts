/*
 * A setup file of the API tests (vitest.config.ts setupFiles): a test fails when it sent a query to
 * a pg client (a transaction's connection, a LISTEN connection) that was still running another one.
 * pg 8 queues it and, from the third query in flight on, logs a DeprecationWarning "Calling
 * client.query() when the client is already executing a query" once per process; pg 9 refuses it.
 * So the warning alone would catch only the first race of a worker, and only from three queries in
 * flight: every query is checked here instead (the warning is still caught, should it come from a
 * client this check cannot see). Queries on a pool never race: each takes a connection of its own.
 */
import pg from 'pg';
import { afterAll, afterEach } from 'vitest';

export type QueryRace = { query: string; stack: string };

const WARNING = 'already executing a query';

type Guard = { races: QueryRace[] };
type GuardedClient = {
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
};

const key = Symbol.for('predictor.queryRaceGuard');
const globals = globalThis as unknown as Record<symbol, Guard | undefined>;

/** Installs the check once per process (a worker runs many test files, each running this file). */
function install(): Guard {
  const installed = globals[key];
  if (installed) return installed;
  const guard: Guard = { races: [] };
  globals[key] = guard;
  const proto = pg.Client.prototype as unknown as {
    query: (this: GuardedClient, ...args: unknown[]) => unknown;
  };
  const query = proto.query;
  proto.query = function (this: GuardedClient, ...args: unknown[]) {
    if (!this.pipeline && (this._activeQuery || (this._queryQueue?.length ?? 0) > 0)) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? String(first));
      guard.races.push({
        query: text.replace(/\s+/g, ' ').slice(0, 200),
        stack: new Error().stack?.split('\n').slice(2, 14).join('\n') ?? '',
      });
    }
    return query.apply(this, args);
  };
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes(WARNING))
      guard.races.push({ query: warning.message, stack: warning.stack ?? '' });
  });
  return guard;
}

const guard = install();

/** The races recorded since the last call, forgotten (the guard's own test provokes one on purpose). */
export function takeQueryRaces(): QueryRace[] {
  return guard.races.splice(0);
}

function failOnRaces(when: string) {
  const races = takeQueryRaces();
  if (races.length === 0) return;
  throw new Error(
    `${races.length} quer${races.length === 1 ? 'y was' : 'ies were'} sent to a pg client ${when} while ` +
      `it was still running another (two queries in flight on one transaction): await each query ` +
      `before the next.\n${races.map((r) => `${r.query}\n${r.stack}`).join('\n\n')}`,
  );
}

afterEach(() => failOnRaces('during this test'));
afterAll(() => failOnRaces("in this file's hooks"));
