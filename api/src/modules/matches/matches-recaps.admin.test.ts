import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, createUser, signedIn } from '../../../test/factories';
import { createWeek, predict } from '../../../test/mail-job-fixtures';
import { RECAPS_QUEUE, sendRoundRecaps } from '../recaps/send';
import { awardRoundWinners, ROUND_WINNERS_QUEUE } from '../trophies/awards-job';

// Every path that can complete a week's results asks for its recaps (results-service.ts
// resultsChanged): here the queue runs the recap job at once, so each path's recap mail arrives.

let app: TestApp;
let admin: string;
const queued: string[] = [];
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
  admin = (await signedIn(app, { role: 'admin' })).token;
  app.setNow(new Date('2030-06-10T12:00:00Z'));
  app.deps.jobs = {
    send: async (queue) => {
      queued.push(queue);
      if (queue === RECAPS_QUEUE) await sendRoundRecaps(app.deps);
      if (queue === ROUND_WINNERS_QUEUE) await awardRoundWinners(app.knex, app.deps.now());
    },
    sendAndWait: async () => 'completed',
  };
}, 30_000);
afterAll(() => app?.close());

/** A week of `matches` matches kicked off two days ago, each predicted by one player. */
async function predictedWeek(matches: number) {
  const season = await createSeason(app.knex);
  const player = await createUser(app.knex);
  const week = await createWeek(
    app.knex,
    season.id,
    Array.from({ length: matches }, () => new Date('2030-06-08T13:00:00Z')),
  );
  for (const match of week.matches) await predict(app.knex, player.id, match.id);
  const roundWinners = () =>
    app
      .knex('trophyAwards')
      .where('awardKey', 'like', `round:${week.group.id}:%`)
      .select('userId')
      .then((rows: { userId: number }[]) => rows.map((r) => r.userId));
  const recaps = () =>
    app.mails.filter((m) => m.to === player.email && m.subject.includes(week.group.name));
  return { ids: week.matches.map((m: { id: number }) => m.id), recaps, roundWinners, player };
}

const grid = (results: Record<string, unknown>[]) =>
  app.request('POST', '/api/admin/matches/results', { token: admin, body: { results } });

describe('recaps after results', () => {
  it('are asked for when a single result completes a week, and so is its round winner', async () => {
    const { ids, recaps, roundWinners, player } = await predictedWeek(1);
    const res = await app.request('POST', `/api/admin/matches/${ids[0]}/result`, {
      token: admin,
      body: { homeGoals: 1, awayGoals: 0 },
    });
    expect(res.status).toBe(200);
    expect(recaps()).toHaveLength(1);
    expect(queued).toContain(ROUND_WINNERS_QUEUE);
    expect(await roundWinners()).toEqual([player.id]);
  });

  it('are asked for when the results grid completes a week', async () => {
    const { ids, recaps } = await predictedWeek(2);
    const res = await grid(ids.map((matchId) => ({ matchId, homeGoals: 2, awayGoals: 2 })));
    expect(res.status).toBe(200);
    expect(recaps()).toHaveLength(1);
  });

  it("are asked for when an edit cancels a week's last open match", async () => {
    const { ids, recaps } = await predictedWeek(2);
    expect((await grid([{ matchId: ids[0], homeGoals: 1, awayGoals: 1 }])).status).toBe(200);
    expect(recaps()).toHaveLength(0);
    const res = await app.request('PUT', `/api/admin/matches/${ids[1]}`, {
      token: admin,
      body: { status: 'cancelled' },
    });
    expect(res.status).toBe(200);
    expect(recaps()).toHaveLength(1);
  });

  it('are not asked for by a refused grid or an edit that leaves the status', async () => {
    const { ids } = await predictedWeek(1);
    queued.length = 0;
    const refused = await grid([{ matchId: ids[0], homeGoals: 1 }, { matchId: 999_999 }]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      rows: [{ index: 0 }, { index: 1, matchId: 999_999 }],
    });
    const edited = await app.request('PUT', `/api/admin/matches/${ids[0]}`, {
      token: admin,
      body: { venue: 'Elsewhere' },
    });
    expect(edited.status).toBe(200);
    expect(queued).toEqual([]);
  });
});
