import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createSeason, createUser } from '../../../test/factories';
import { createWeek, predict } from '../../../test/mail-job-fixtures';
import { scoreMatch } from '../scoring/service';
import { sendRoundRecaps } from './send';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ publicUrl: 'https://predictor.example' });
}, 30_000);
afterAll(() => app?.close());

async function setResult(matchId: number, home: number, away: number) {
  await app
    .knex('matches')
    .where({ id: matchId })
    .update({ status: 'finished', homeGoals: home, awayGoals: away });
  await app.knex.transaction((trx) => scoreMatch(trx, matchId));
}

async function runAt(now: Date) {
  app.setNow(now);
  const from = app.mails.length;
  await sendRoundRecaps(app.deps);
  return app.mails.slice(from);
}

describe('round recaps', () => {
  it('mails each player who predicted a completed week: points, banker, moves in the season and league tables, next deadline; once', async () => {
    const season = await createSeason(app.knex);
    const [a, b, c] = [
      await createUser(app.knex),
      await createUser(app.knex),
      await createUser(app.knex),
    ];
    // a chose UK time in their profile; b and c read times in UTC (the default).
    await app.knex('users').where({ id: a.id }).update({ ukTime: true });
    const week1 = await createWeek(app.knex, season.id, [new Date('2030-06-05T13:00:00Z')]);
    const week2 = await createWeek(app.knex, season.id, [
      new Date('2030-06-08T13:00:00Z'),
      new Date('2030-06-08T15:00:00Z'),
    ]);
    await createWeek(app.knex, season.id, [new Date('2030-06-15T14:00:00Z')]);
    const [m1] = week1.matches;
    const [m2, m3] = week2.matches;
    const [{ id: leagueId }] = await app
      .knex('leagues')
      .insert({ name: 'Office', seasonId: season.id, inviteCode: `OFF${season.id}` })
      .returning('id');
    await app.knex('leagueMembers').insert([
      { leagueId, userId: a.id, role: 'creator' },
      { leagueId, userId: b.id },
    ]);
    await predict(app.knex, a.id, m1.id, false, [0, 0]);
    await predict(app.knex, b.id, m1.id, false, [1, 0]);
    await predict(app.knex, c.id, m1.id, false, [1, 1]);
    await predict(app.knex, a.id, m2.id, true, [2, 1]);
    await predict(app.knex, a.id, m3.id, false, [1, 0]);
    await predict(app.knex, b.id, m2.id, false, [0, 2]);
    await setResult(m1.id, 1, 0);
    await setResult(m2.id, 2, 1);

    const partial = await runAt(new Date('2030-06-08T20:00:00Z'));
    expect(partial.filter((m) => m.subject.includes(week2.group.name))).toHaveLength(0);
    expect(partial.map((m) => m.to).sort()).toEqual([a.email, b.email, c.email].sort());

    await setResult(m3.id, 3, 0);
    const mails = await runAt(new Date('2030-06-08T20:00:00Z'));
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    const of = (email: string) => mails.find((m) => m.to === email)!.text;
    expect(of(a.email)).toContain('You scored 7 points.');
    expect(of(a.email)).toContain(`Round winner: ${a.teamName} with 7 points. You won the round!`);
    expect(of(b.email)).toContain(`Round winner: ${a.teamName} with 7 points.`);
    expect(of(b.email)).not.toContain('You won the round');
    expect(of(a.email)).toMatch(/Banker: Club [\d ]+ v Club [\d ]+, won 6 points\./);
    expect(of(a.email)).toContain('table: 1st (up 1 from 2nd).');
    expect(of(a.email)).toContain('League Office: 1st (up 1 from 2nd).');
    expect(of(a.email)).toContain('Next deadline: Saturday 15 June 2030, 15:00 BST.');
    expect(of(b.email)).toContain('Next deadline: Saturday 15 June 2030, 14:00 UTC.');
    expect(of(b.email)).toContain('You scored 0 points.');
    expect(of(b.email)).toContain('Banker: none this week.');
    expect(of(b.email)).toContain('table: 2nd (down 1 from 1st).');
    expect(of(b.email)).toContain('League Office: 2nd (down 1 from 1st).');
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    expect(await runAt(new Date('2030-06-08T20:05:00Z'))).toHaveLength(0);
    expect(await app.knex('roundRecaps').where({ matchGroupId: week2.group.id })).toHaveLength(2);
  });
});
