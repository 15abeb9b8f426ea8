// Award to all asks first and acts once: the preview counts what the confirmation names, players
// holding the trophy for the same reason are skipped, and an idempotency key makes a retry or three
// parallel requests one outcome.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, signedIn } from '../../../test/factories';
import { createTrophy } from '../../../test/trophy-helpers';

let app: TestApp;
let admin: { token: string; user: { id: number } };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
}, 30_000);
afterAll(() => app?.close());

const activeCount = async () =>
  Number((await app.knex('users').where({ isActive: true }).count({ n: '*' }).first())!.n);

const awardAll = (body: Record<string, unknown>, token = admin.token) =>
  app.request('POST', '/api/trophies/admin/award-all', { token, body });

const preview = (trophyId: number, reason = '') =>
  app.request(
    'GET',
    `/api/trophies/admin/award-all/preview?trophyId=${trophyId}&reason=${encodeURIComponent(reason)}`,
    { token: admin.token },
  );

/** A trophy held for `reason` by two active players (and one for another reason). */
async function heldByTwo(reason: string) {
  const trophy = (await createTrophy(app, admin.token, { name: `Golden Boot ${randomUUID()}` }))
    .body;
  const [a, b, c] = [
    await createUser(app.knex),
    await createUser(app.knex),
    await createUser(app.knex),
  ];
  await app.knex('trophyAwards').insert([
    { trophyId: trophy.id, userId: a.id, reason },
    { trophyId: trophy.id, userId: b.id, reason },
    { trophyId: trophy.id, userId: c.id, reason: 'Another season' },
  ]);
  return { trophy, holders: [a, b], other: c };
}

describe('award to all', () => {
  it("previews the trophy's name, the players to award and those skipped as holding it", async () => {
    await createUser(app.knex, { isActive: false });
    const { trophy } = await heldByTwo('Top scorer');
    const active = await activeCount();
    const res = await preview(trophy.id, 'Top scorer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      trophy: { id: trophy.id, name: trophy.name },
      toAward: active - 2,
      alreadyHold: 2,
    });
    // Another reason: nobody holds it for that one.
    expect((await preview(trophy.id, 'Fair play')).body).toMatchObject({
      toAward: active,
      alreadyHold: 0,
    });
    expect((await preview(999999)).status).toBe(404);
  });

  it('skips players who hold the trophy for the same reason, and says how many', async () => {
    const { trophy, holders, other } = await heldByTwo('Top scorer');
    const active = await activeCount();
    const res = await awardAll({ trophyId: trophy.id, reason: 'Top scorer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ awarded: active - 2, skipped: 2 });
    const rows = await app
      .knex('trophyAwards')
      .where({ trophyId: trophy.id, reason: 'Top scorer' });
    expect(rows).toHaveLength(active);
    for (const holder of holders)
      expect(rows.filter((r) => r.userId === holder.id)).toHaveLength(1);
    // The player holding it for another reason got it for this one too.
    expect(rows.filter((r) => r.userId === other.id)).toHaveLength(1);
    // Awarding again without a key gives nobody a second one.
    expect((await awardAll({ trophyId: trophy.id, reason: 'Top scorer' })).body).toEqual({
      awarded: 0,
      skipped: active,
    });
  });

  it('three parallel requests with one idempotency key give one outcome, one award each', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Parallel Cup' })).body;
    const active = await activeCount();
    const key = randomUUID();
    const body = { trophyId: trophy.id, reason: 'Week 17', idempotencyKey: key };
    const answers = await Promise.all([awardAll(body), awardAll(body), awardAll(body)]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ awarded: active, skipped: 0 });
    }
    const perUser = await app
      .knex('trophyAwards')
      .where({ trophyId: trophy.id })
      .groupBy('userId')
      .select('userId')
      .count({ n: '*' });
    expect(perUser).toHaveLength(active);
    expect(perUser.every((r) => Number(r.n) === 1)).toBe(true);
    const audits = await app
      .knex('audit_events')
      .where({ resource: 'trophies', action: 'award_all', resourceId: String(trophy.id) });
    expect(audits).toHaveLength(1);
  });

  it('three parallel requests without a key still give nobody a second award', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Keyless Cup' })).body;
    const active = await activeCount();
    const body = { trophyId: trophy.id, reason: null };
    const answers = await Promise.all([awardAll(body), awardAll(body), awardAll(body)]);
    expect(answers.map((r) => r.body.awarded).reduce((a, b) => a + b, 0)).toBe(active);
    expect(await app.knex('trophyAwards').where({ trophyId: trophy.id })).toHaveLength(active);
  });

  it('a retry with the same key answers the first outcome and awards nothing more', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Retry Cup' })).body;
    const key = randomUUID();
    const first = await awardAll({ trophyId: trophy.id, reason: 'Retry', idempotencyKey: key });
    expect(first.body.awarded).toBeGreaterThan(0);
    // A player joins between the two: a real second award would give them one.
    const late = await createUser(app.knex);
    const again = await awardAll({ trophyId: trophy.id, reason: 'Retry', idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await app.knex('trophyAwards').where({ trophyId: trophy.id, userId: late.id })).toEqual(
      [],
    );
  });

  it('refuses a key reused for another request (409) and a malformed key (400)', async () => {
    const trophy = (await createTrophy(app, admin.token, { name: 'Reused Cup' })).body;
    const key = randomUUID();
    expect((await awardAll({ trophyId: trophy.id, reason: 'A', idempotencyKey: key })).status).toBe(
      200,
    );
    const other = await awardAll({ trophyId: trophy.id, reason: 'B', idempotencyKey: key });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was already used for a different request',
    });
    expect(await app.knex('trophyAwards').where({ trophyId: trophy.id, reason: 'B' })).toEqual([]);
    const bad = await awardAll({ trophyId: trophy.id, idempotencyKey: 'no spaces allowed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.idempotencyKey).toMatch(/idempotency key/);
  });

  it('a failed award (inactive trophy) leaves the key free for the retry', async () => {
    const trophy = (await createTrophy(app, admin.token, { isActive: false })).body;
    const key = randomUUID();
    expect((await awardAll({ trophyId: trophy.id, idempotencyKey: key })).status).toBe(400);
    await app.knex('trophies').where({ id: trophy.id }).update({ isActive: true });
    const retry = await awardAll({ trophyId: trophy.id, idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(retry.body.awarded).toBe(await activeCount());
  });
});
