/*
 * The live feed of one API instance: reads the rows of live_events (migration 20261124000300) once
 * each, in id order, and hands them to its subscribers (the SSE streams of routes.ts, in-process
 * caches). What wakes it:
 * - on PostgreSQL, ONE dedicated LISTEN connection: every commit that wrote events notifies channel
 *   `live_events`, on whichever instance it ran; the connection reconnects when it drops;
 * - a poll while anyone is subscribed: every second on the embedded database, whose socket does not
 *   pass notifications between connections (one process writes and reads there), and every 5 s on
 *   PostgreSQL as a safety net for a notification lost with a dropped LISTEN connection.
 * and a read after each successful write request on this instance (app.ts). So an event reaches
 * every instance within a notification's round trip on PostgreSQL (the poll bounds it at 5 s), and
 * at once on the embedded database (the poll bounds it at 1 s).
 *
 * Ids come from a sequence, so a transaction may commit id 6 before id 5: the feed reads from the
 * highest id below which nothing is missing (`settled`), and gives up on a missing id (a rolled-back
 * transaction) after GAP_WAIT_MS.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import pg from 'pg';

export type LiveEvent = { id: number; type: string; payload: Record<string, unknown> };
type Listener = (event: LiveEvent) => void;

export type LiveFeedOptions = {
  /** PostgreSQL URL for the LISTEN connection; null on the embedded database. */
  listenUrl: string | null;
  pollMs?: number;
  /** Heartbeat comment period of the SSE streams (routes.ts). */
  heartbeatMs?: number;
  /** Most SSE streams one instance serves at once; more answer 503. */
  maxStreams?: number;
  /** Most SSE streams one instance serves one client address, or one signed-in player; more answer 429. */
  maxStreamsPerClient?: number;
};

export type LiveFeed = {
  readonly heartbeatMs: number;
  readonly maxStreams: number;
  /** Open SSE streams (routes.ts counts them against maxStreams). */
  streams: number;
  readonly maxStreamsPerClient: number;
  /** Open SSE streams per client address (`ip:…`) and per signed-in player (`user:…`). */
  readonly clientStreams: Map<string, number>;
  /** Every id up to this one has been handed out (or given up on): a new stream's position. */
  settled: () => number;
  /** Hears every new event once; `onClose` when the feed stops. Returns the unsubscribe. */
  subscribe: (listener: Listener, onClose?: () => void) => () => void;
  /** The retained events after `id` (a reconnecting stream's Last-Event-ID), oldest first. */
  since: (id: number, limit: number) => Promise<LiveEvent[]>;
  /** Reads new rows now, when anyone listens (app.ts calls it after each write, skipping the poll's wait). */
  wake: () => Promise<void>;
  /** Ends every subscription (the SSE streams end), the LISTEN connection and the poll. */
  close: () => Promise<void>;
};

const GAP_WAIT_MS = 60_000;
const READ_BATCH = 500;

const toEvent = (row: { id: number | string; type: string; payload: Record<string, unknown> }) => ({
  id: Number(row.id),
  type: row.type,
  payload: row.payload,
});

/** Starts the feed at the newest event in the table: only later ones are handed out live. */
export async function createLiveFeed(
  knex: Knex,
  log: Logger,
  options: LiveFeedOptions,
): Promise<LiveFeed> {
  const pollMs = options.pollMs ?? (options.listenUrl ? 5000 : 1000);
  const listeners = new Map<Listener, (() => void) | undefined>();
  const { max } = (await knex('live_events').max('id as max').first()) as { max: unknown };
  let settled = Number(max ?? 0);
  const handedOut = new Set<number>();
  const missingSince = new Map<number, number>();
  let reading: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let closing: Promise<void> | null = null;

  async function read() {
    const from = settled;
    const rows = await knex('live_events')
      .where('id', '>', settled)
      .orderBy('id')
      .limit(READ_BATCH)
      .select('id', 'type', 'payload');
    let highest = settled;
    for (const row of rows) {
      const event = toEvent(row);
      highest = Math.max(highest, event.id);
      if (handedOut.has(event.id)) continue;
      handedOut.add(event.id);
      for (const listener of [...listeners.keys()]) listener(event);
    }
    const now = Date.now();
    for (let next = settled + 1; next <= highest; next++) {
      if (handedOut.delete(next)) {
        missingSince.delete(next);
      } else {
        const since = missingSince.get(next) ?? now;
        missingSince.set(next, since);
        if (now - since < GAP_WAIT_MS) break;
        missingSince.delete(next);
      }
      settled = next;
    }
    // A full batch: read on, unless a missing id holds `settled` (the same rows would come back).
    if (rows.length === READ_BATCH && settled > from) again = true;
  }

  /** One read at a time; a wake during a read reads once more after it. */
  function wake(): Promise<void> {
    if (closed || listeners.size === 0) return Promise.resolve();
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await read().catch((error) => log.warn({ err: error }, 'live feed read failed'));
      } while (again && !closed);
      reading = null;
    })();
    return reading;
  }

  let poll: NodeJS.Timeout | null = null;
  const updatePoll = () => {
    if (listeners.size > 0 && !poll && !closed) poll = setInterval(() => void wake(), pollMs);
    if ((listeners.size === 0 || closed) && poll) {
      clearInterval(poll);
      poll = null;
    }
  };

  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  async function listen(url: string) {
    const connection = new pg.Client({ connectionString: url });
    const reconnect = () => {
      connection.removeAllListeners();
      void connection.end().catch(() => {});
      if (client === connection) client = null;
      if (!closed && !retry)
        retry = setTimeout(() => {
          retry = null;
          void listen(url);
        }, 1000);
    };
    connection.on('notification', () => void wake());
    connection.on('error', (error) => {
      log.warn({ err: error }, 'live feed LISTEN connection lost; reconnecting');
      reconnect();
    });
    connection.on('end', reconnect);
    try {
      await connection.connect();
      await connection.query('LISTEN live_events');
      if (closed) return void connection.end();
      client = connection;
      void wake(); // what was written while not listening
    } catch (error) {
      log.warn({ err: error }, 'live feed could not LISTEN; retrying');
      reconnect();
    }
  }
  if (options.listenUrl) await listen(options.listenUrl);

  return {
    heartbeatMs: options.heartbeatMs ?? 15_000,
    maxStreams: options.maxStreams ?? 2000,
    streams: 0,
    maxStreamsPerClient: options.maxStreamsPerClient ?? 6,
    clientStreams: new Map(),
    settled: () => settled,
    subscribe(listener, onClose) {
      listeners.set(listener, onClose);
      updatePoll();
      return () => {
        listeners.delete(listener);
        updatePoll();
      };
    },
    async since(id, limit) {
      const rows = await knex('live_events')
        .where('id', '>', id)
        .orderBy('id')
        .limit(limit)
        .select('id', 'type', 'payload');
      return rows.map(toEvent);
    },
    wake,
    close() {
      closing ??= stop();
      return closing;
    },
  };

  async function stop() {
    closed = true;
    updatePoll();
    if (retry) clearTimeout(retry);
    for (const onClose of [...listeners.values()]) onClose?.();
    listeners.clear();
    const connection = client;
    client = null;
    connection?.removeAllListeners();
    await connection?.end().catch(() => {});
    await reading;
  }
}
