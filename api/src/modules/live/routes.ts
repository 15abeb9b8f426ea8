import Router from '@koa/router';
import type { Context } from 'koa';
import { badRequest, HttpError } from '../../lib/errors';
import type { LiveEvent, LiveFeed } from './feed';

export const liveRouter = new Router();

/** Events replayed at most to a reconnecting stream (a day's results fit many times over). */
const REPLAY_MAX = 1000;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/** The Last-Event-ID header (EventSource sends it when it reconnects), else null. */
function lastEventId(header: string): number | null {
  if (!header) return null;
  if (!/^\d{1,15}$/.test(header)) throw badRequest('Last-Event-ID must be an event id');
  return Number(header);
}

/**
 * Takes a stream slot for the client's address and, when signed in, for the player, so that one
 * client cannot take every slot of the server-wide cap: beyond maxStreamsPerClient of either, 429.
 * Returns the release.
 */
function takeClientSlots(ctx: Context, feed: LiveFeed): () => void {
  const keys = [`ip:${ctx.ip}`];
  if (ctx.state.user) keys.push(`user:${ctx.state.user.id}`);
  const counts = feed.clientStreams;
  if (keys.some((key) => (counts.get(key) ?? 0) >= feed.maxStreamsPerClient))
    throw new HttpError(429, 'Too many live connections from this client; close one first', {
      code: 'RATE_LIMITED',
      headers: { 'Retry-After': '30' },
    });
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return () => {
    for (const key of keys) {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    }
  };
}

/**
 * GET /events → text/event-stream, public (events only name the match that changed; clients refetch
 * with their own credentials). First `retry:` and an `event: ready` whose id is the stream's position;
 * with Last-Event-ID, the retained events after it first. Then `event: result` for each result set or
 * corrected or status change, on any instance, and a `:` heartbeat comment every heartbeatMs.
 * At most maxStreams per instance (503 beyond) and maxStreamsPerClient per client address and per
 * signed-in player (429 beyond).
 */
liveRouter.get('/events', (ctx) => {
  const feed = ctx.deps.live;
  const after = lastEventId(ctx.get('last-event-id'));
  if (feed.streams >= feed.maxStreams)
    throw new HttpError(503, 'Too many live connections; try again shortly', {
      code: 'UNAVAILABLE',
      headers: { 'Retry-After': '30' },
    });
  const releaseClientSlots = takeClientSlots(ctx, feed);
  feed.streams++;

  // The stream is written to the socket directly: Koa's body handling (and koa-compress) would
  // buffer it, and reports the client going away as an error.
  ctx.respond = false;
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  const stream = ctx.res;
  stream.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    // Closes the socket with the stream, so a stopping server is not held by it as a kept-alive connection.
    Connection: 'close',
  });

  // Live events wait while the replay is read, then go out unless the stream has carried them. The
  // feed hands events out in id order, but a feed that nobody listened to catches up on events the
  // replay already read: every event up to the highest id written is skipped.
  let queued: LiveEvent[] | null = after === null ? null : [];
  let sentUpTo = 0;
  const write = (event: LiveEvent) => {
    if (event.id <= sentUpTo) return;
    sentUpTo = event.id;
    stream.write(frame(event));
  };
  const send = (event: LiveEvent) => (queued ? queued.push(event) : write(event));
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    feed.streams--;
    releaseClientSlots();
    clearInterval(heartbeat);
    unsubscribe();
    stream.end();
  };
  const unsubscribe = feed.subscribe(send, end);
  const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), feed.heartbeatMs);
  ctx.req.on('close', end);
  stream.on('close', end);

  stream.write(`retry: 3000\n\n`);
  if (after === null) {
    // Caught up first, so the position names no event from before this stream.
    void feed.wake().then(() => stream.write(`id: ${feed.settled()}\nevent: ready\ndata: {}\n\n`));
    return;
  }
  void feed
    .since(after, REPLAY_MAX)
    .then((replay) => {
      const waiting = queued ?? [];
      queued = null;
      for (const event of replay) write(event);
      const position = replay.at(-1)?.id ?? Math.max(after, feed.settled());
      sentUpTo = Math.max(sentUpTo, position);
      stream.write(`id: ${position}\nevent: ready\ndata: {}\n\n`);
      for (const event of waiting) write(event);
    })
    .catch((error) => {
      ctx.log.warn({ err: error }, 'live replay failed');
      end();
    });
});
