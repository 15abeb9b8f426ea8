import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveResultEventSchema } from '@predictor/contracts/schemas';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createMatch, signedIn } from '../../../test/factories';
import { seedAdminMatches } from '../../../test/matches-fixtures';
import { openSse, type SseClient } from '../../../test/sse';

let app: TestApp;
let admin: string;
let season: { id: number };
let group: { id: number };
const open: SseClient[] = [];
const connect = async (headers: Record<string, string> = {}) => {
  const client = await openSse(`${app.url}/api/events`, headers);
  open.push(client);
  return client;
};
const setResult = (matchId: number, homeGoals: number, awayGoals: number) =>
  app.request('POST', `/api/admin/matches/${matchId}/result`, {
    token: admin,
    body: { homeGoals, awayGoals, beforeKickOff: true },
  });

beforeAll(async () => {
  // TRUST_PROXY: the caps test gives each of its clients an address with X-Forwarded-For.
  app = await startTestApp({ trustProxy: true }, { live: { heartbeatMs: 200 } });
  ({ admin, season, group } = await seedAdminMatches(app));
}, 30_000);
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await app?.close();
});

describe('GET /api/events', () => {
  it('answers an uncompressed event stream: retry, then `ready` with the stream position, then heartbeats', async () => {
    const client = await connect({ 'accept-encoding': 'gzip, br' });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toContain('text/event-stream');
    expect(client.headers.get('content-encoding')).toBeNull();
    expect(client.headers.get('cache-control')).toContain('no-cache');
    expect(client.frames[0] ?? (await client.waitFor(() => true))).toEqual({ retry: '3000' });
    const ready = await client.waitFor((f) => f.event === 'ready');
    expect(ready.id).toMatch(/^\d+$/);
    await client.waitFor((f) => f.comment === 'heartbeat', 1000);
  });

  it('sends a `result` event within 2 s when a result is set, and again when it is corrected', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const client = await connect();
    await client.waitFor((f) => f.event === 'ready');
    const started = Date.now();
    expect((await setResult(match.id, 2, 1)).status).toBe(200);
    const set = await client.waitFor((f) => f.event === 'result', 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(liveResultEventSchema.parse(JSON.parse(set.data!))).toEqual({
      matchId: match.id,
      seasonId: season.id,
      matchGroupId: group.id,
      status: 'finished',
      homeGoals: 2,
      awayGoals: 1,
    });
    expect((await setResult(match.id, 2, 2)).status).toBe(200);
    const corrected = await client.waitFor(
      (f) => f.event === 'result' && JSON.parse(f.data!).awayGoals === 2,
      2000,
    );
    expect(Number(corrected.id)).toBeGreaterThan(Number(set.id));
  });

  it('sends nothing when the same result is set again', async () => {
    const match = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    await setResult(match.id, 1, 0);
    const before = await app.knex('live_events').count('* as n').first();
    expect((await setResult(match.id, 1, 0)).status).toBe(200);
    expect(await app.knex('live_events').count('* as n').first()).toEqual(before);
  });

  it('replays the events after Last-Event-ID before live ones, as EventSource reconnects', async () => {
    // No stream open: the feed reads nothing while a and b are written, and catches up later.
    await Promise.all(open.splice(0).map((client) => client.close()));
    const first = await connect();
    const ready = await first.waitFor((f) => f.event === 'ready');
    await first.close();
    const a = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    const b = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    await setResult(a.id, 1, 1);
    await setResult(b.id, 0, 3);

    const again = await connect({ 'last-event-id': ready.id! });
    await again.waitFor((f) => f.event === 'ready');
    const replayed = again.frames
      .filter((f) => f.event === 'result')
      .map((f) => JSON.parse(f.data!).matchId);
    expect(replayed).toEqual([a.id, b.id]);
    const position = again.frames.find((f) => f.event === 'ready')!.id;
    expect(Number(position)).toBeGreaterThan(Number(ready.id));

    // The feed, idle while nobody listened, catches up on a and b after the replay: not sent twice.
    const c = await createMatch(app.knex, { seasonId: season.id, matchGroupId: group.id });
    await setResult(c.id, 2, 0);
    await again.waitFor((f) => f.event === 'result' && JSON.parse(f.data!).matchId === c.id, 5000);
    const results = again.frames
      .filter((f) => f.event === 'result')
      .map((f) => JSON.parse(f.data!).matchId);
    expect(results).toEqual([a.id, b.id, c.id]);
  });

  it('refuses a Last-Event-ID that is not an event id with 400', async () => {
    const res = await app.request('GET', '/api/events', { headers: { 'last-event-id': 'abc' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION' });
  });

  it('serves at most 6 streams to one client address and to one signed-in player, then 429', async () => {
    const from = (ip: string, token?: string) =>
      connect({ 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const byAddress = [];
    for (let i = 0; i < 6; i++) byAddress.push(await from('10.0.0.1'));
    expect(byAddress.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await from('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    const answer = await app.request('GET', '/api/events', {
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect([answer.status, answer.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(answer.body.message).toMatch(/Too many live connections/);
    expect((await from('10.0.0.2')).status).toBe(200);
    await byAddress[0].close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await from('10.0.0.1')).status).toBe(200);

    const { token } = await signedIn(app);
    const byPlayer = [];
    for (let i = 0; i < 6; i++) byPlayer.push(await from(`10.0.1.${i}`, token));
    expect(byPlayer.every((c) => c.status === 200)).toBe(true);
    expect((await from('10.0.1.9', token)).status).toBe(429);
  });

  // Last: it stops this app's feed, as the server's graceful stop does.
  it('ends every stream when the feed closes (the server stopping)', async () => {
    const client = await connect();
    await client.waitFor((f) => f.event === 'ready');
    const started = Date.now();
    await app.deps.live.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(app.deps.live.streams).toBe(0);
  });
});
