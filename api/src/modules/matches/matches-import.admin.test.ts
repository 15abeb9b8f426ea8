import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  createMatch,
  createMatchGroup,
  createSeason,
  createTeam,
  signedIn,
} from '../../../test/factories';

let app: TestApp;
let admin: string;
const team: Record<string, { id: number; name: string }> = {};
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  for (const [name, shortName] of [
    ['Arsenal', 'ARS'],
    ['Chelsea', 'CHE'],
    ['Everton', 'EVE'],
    ['Fulham', 'FUL'],
    ['Brentford', 'BRE'],
    ['Burnley', 'BUR'],
  ]) {
    team[shortName] = await createTeam(app.knex, { name, shortName });
  }
}, 30_000);
afterAll(() => app?.close());

const HEADER = 'date,time,home,away,matchWeek';
/** A fixture file: the header, then these rows. */
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

const importCsv = (seasonId: number, csv: string, confirm?: boolean) =>
  app.request('POST', `/api/admin/seasons/${seasonId}/fixtures/import`, {
    token: admin,
    body: confirm === undefined ? { csv } : { csv, confirm },
  });

describe('fixture import dry run', () => {
  it('reads a CSV with a header, teams by name or short name (any case), and reports each row', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      'date,time,home,away,matchWeek\n2030-08-16,15:00,arsenal,che,1\n\n2030-08-16,17:30,"Everton",FUL,1\n',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: 2,
      invalid: 0,
      rows: [
        {
          row: 1,
          line: 2,
          date: '2030-08-16',
          time: '15:00',
          home: 'arsenal',
          away: 'che',
          matchWeek: '1',
          homeTeam: { id: team.ARS.id, name: 'Arsenal' },
          awayTeam: { id: team.CHE.id, name: 'Chelsea' },
          matchDate: '2030-08-16T15:00:00.000Z',
          outcome: 'new',
          changes: [],
          problems: [],
        },
        {
          row: 2,
          line: 4,
          date: '2030-08-16',
          time: '17:30',
          home: 'Everton',
          away: 'FUL',
          matchWeek: '1',
          homeTeam: { id: team.EVE.id, name: 'Everton' },
          awayTeam: { id: team.FUL.id, name: 'Fulham' },
          matchDate: '2030-08-16T17:30:00.000Z',
          outcome: 'new',
          changes: [],
          problems: [],
        },
      ],
    });
    expect(await app.knex('matches').where({ seasonId: season.id })).toHaveLength(0);
  });

  it('accepts Windows line endings and a byte-order mark before the header', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      '\uFEFFDate,Time,Home,Away,MatchWeek\r\n2030-08-16,9:05,ARS,CHE,1\r\n',
    );
    expect(res.body).toMatchObject({
      valid: 1,
      invalid: 0,
      rows: [{ row: 1, line: 2, matchDate: '2030-08-16T09:05:00.000Z', problems: [] }],
    });
  });

  it('reports unknown teams, same team, bad date, time and week, and wrong column counts', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      file(
        '2030-08-16,15:00,Nowhere,CHE,1',
        '2030-08-16,15:00,ARS,Arsenal,1',
        '2030-02-30,25:00,EVE,FUL,0',
        '2030-08-16,15:00,BRE',
      ),
    );
    expect(res.body.valid).toBe(0);
    expect(res.body.invalid).toBe(4);
    expect(res.body.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      ['Unknown team "Nowhere"'],
      ['Home and away teams cannot be the same'],
      [
        'Invalid date "2030-02-30" (expected a real date as YYYY-MM-DD)',
        'Invalid time "25:00" (expected HH:MM, UTC)',
        'Invalid match week "0" (a whole number from 1 to 1000)',
      ],
      ['This row has 3 cells; the header names 5 columns (date, time, home, away, matchWeek)'],
    ]);
  });

  it('marks fixtures already in the season changed (kick-off, week) or unchanged, and refuses one twice in the file', async () => {
    const season = await createSeason(app.knex);
    const week1 = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    const at = new Date('2030-08-16T15:00:00Z');
    for (const [home, away] of [
      ['ARS', 'CHE'],
      ['EVE', 'FUL'],
    ])
      await createMatch(app.knex, {
        seasonId: season.id,
        matchGroupId: week1.id,
        homeTeamId: team[home].id,
        awayTeamId: team[away].id,
        matchDate: at,
      });
    const res = await importCsv(
      season.id,
      file(
        '2030-08-16,15:00,ARS,CHE,1',
        '2030-08-17,12:30,EVE,FUL,2',
        '2030-08-16,15:00,BRE,BUR,1',
        '2030-09-16,15:00,BRE,BUR,3',
      ),
    );
    expect(
      res.body.rows.map((r: { outcome: string; changes: string[]; problems: string[] }) => [
        r.outcome,
        r.changes,
        r.problems,
      ]),
    ).toEqual([
      ['unchanged', [], []],
      ['changed', ['Kick-off 2030-08-16 15:00 → 2030-08-17 12:30 UTC', 'Match week 1 → 2'], []],
      ['new', [], []],
      ['error', [], ['Duplicate fixture: same as row 3']],
    ]);
    expect(res.body).toMatchObject({ valid: 3, invalid: 1 });
  });

  it('refuses to change a fixture that is no longer scheduled', async () => {
    const season = await createSeason(app.knex);
    await createMatch(app.knex, {
      seasonId: season.id,
      homeTeamId: team.ARS.id,
      awayTeamId: team.CHE.id,
      matchGroupId: null,
      matchWeek: 9,
      status: 'finished',
      homeGoals: 1,
      awayGoals: 0,
    });
    const res = await importCsv(season.id, file('2030-08-16,15:00,ARS,CHE,9'));
    expect(res.body.rows[0]).toMatchObject({
      outcome: 'error',
      problems: [
        'Arsenal v Chelsea is already in this season with status finished; only a scheduled match can change',
      ],
    });
  });

  it('reports a team playing twice in one match week, in the file or against existing matches', async () => {
    const season = await createSeason(app.knex);
    const week3 = await createMatchGroup(app.knex, season.id, { matchWeek: 3 });
    await createMatch(app.knex, {
      seasonId: season.id,
      matchGroupId: week3.id,
      homeTeamId: team.BRE.id,
      awayTeamId: team.BUR.id,
    });
    const res = await importCsv(
      season.id,
      file(
        '2030-08-16,15:00,ARS,CHE,1',
        '2030-08-17,15:00,EVE,ARS,1',
        '2030-08-30,15:00,BUR,FUL,3',
      ),
    );
    expect(res.body.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      ['Arsenal plays twice in match week 1 (also row 1)'],
      ['Burnley already plays in match week 3'],
    ]);
  });

  it('answers 404 for an unknown season and 400 without CSV text', async () => {
    expect((await importCsv(999999, file('2030-08-16,15:00,ARS,CHE,1'))).status).toBe(404);
    const season = await createSeason(app.knex);
    expect((await importCsv(season.id, '')).body.message).toBe('CSV text is required');
    expect((await importCsv(season.id, 'date,time,home,away,matchWeek\n')).status).toBe(400);
  });

  it('refuses more than 2000 rows with 413', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      file(...Array.from({ length: 2001 }, () => '2030-08-16,15:00,ARS,CHE,1')),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('A fixture import is limited to 2000 rows');
  });
});

describe('fixture import confirmed', () => {
  it('creates the matches and missing "Matchweek N" groups, predictions closing a minute before kick-off; audited', async () => {
    const season = await createSeason(app.knex);
    const existingWeek1 = await createMatchGroup(app.knex, season.id, {
      matchWeek: 1,
      name: 'Opening weekend',
    });
    const res = await importCsv(
      season.id,
      file('2030-08-16,15:00,ARS,CHE,1', '2030-08-23,12:30,CHE,EVE,2'),
      true,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: 2, updated: 0 });
    const matches = await app.knex('matches').where({ seasonId: season.id }).orderBy('matchDate');
    expect(
      matches.map((m) => [
        m.homeTeamId,
        m.awayTeamId,
        new Date(m.matchDate).toISOString(),
        new Date(m.predictionsClose).toISOString(),
        m.matchWeek,
        m.status,
      ]),
    ).toEqual([
      [
        team.ARS.id,
        team.CHE.id,
        '2030-08-16T15:00:00.000Z',
        '2030-08-16T14:59:00.000Z',
        1,
        'scheduled',
      ],
      [
        team.CHE.id,
        team.EVE.id,
        '2030-08-23T12:30:00.000Z',
        '2030-08-23T12:29:00.000Z',
        2,
        'scheduled',
      ],
    ]);
    expect(matches[0].matchGroupId).toBe(existingWeek1.id);
    const week2 = await app.knex('match_groups').where({ id: matches[1].matchGroupId }).first();
    expect(week2).toMatchObject({ seasonId: season.id, name: 'Matchweek 2', matchWeek: 2 });
    const audit = await app
      .knex('audit_events')
      .where({ action: 'import_fixtures' })
      .orderBy('id', 'desc')
      .first();
    expect(audit.after).toMatchObject({
      seasonId: season.id,
      created: 2,
      groupsCreated: [week2.id],
    });
  });

  it('moves changed fixtures (predictions close keeps its distance, a new week its group), leaves unchanged ones; audited', async () => {
    const season = await createSeason(app.knex);
    const week1 = await createMatchGroup(app.knex, season.id, { matchWeek: 1 });
    const at = new Date('2030-08-16T15:00:00Z');
    const fixtures = [];
    for (const [home, away] of [
      ['ARS', 'CHE'],
      ['EVE', 'FUL'],
    ])
      fixtures.push(
        await createMatch(app.knex, {
          seasonId: season.id,
          matchGroupId: week1.id,
          homeTeamId: team[home].id,
          awayTeamId: team[away].id,
          matchDate: at,
          predictionsClose: new Date(at.getTime() - 3_600_000),
        }),
      );
    const res = await importCsv(
      season.id,
      file(
        '2030-08-23,17:30,ARS,CHE,2',
        '2030-08-16,15:00,EVE,FUL,1',
        '2030-08-23,15:00,BRE,BUR,2',
      ),
      true,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ created: 1, updated: 1 });
    const after = await app
      .knex('matches')
      .whereIn(
        'id',
        fixtures.map((f) => f.id),
      )
      .orderBy('id');
    expect(new Date(after[0].matchDate).toISOString()).toBe('2030-08-23T17:30:00.000Z');
    expect(new Date(after[0].predictionsClose).toISOString()).toBe('2030-08-23T16:30:00.000Z');
    expect(after[0].matchWeek).toBe(2);
    const week2 = await app.knex('match_groups').where({ id: after[0].matchGroupId }).first();
    expect(week2).toMatchObject({ seasonId: season.id, matchWeek: 2 });
    expect(after[1]).toMatchObject({ matchGroupId: week1.id });
    expect(new Date(after[1].predictionsClose).toISOString()).toBe('2030-08-16T14:00:00.000Z');
    const created = await app
      .knex('matches')
      .where({ seasonId: season.id, homeTeamId: team.BRE.id });
    expect(created).toHaveLength(1);
    expect(created[0].matchGroupId).toBe(week2.id);
    const audit = await app
      .knex('audit_events')
      .where({ action: 'import_fixtures' })
      .orderBy('id', 'desc')
      .first();
    expect(audit.after).toMatchObject({
      seasonId: season.id,
      created: 1,
      matchIds: [created[0].id],
      updated: 1,
      updatedMatchIds: [fixtures[0].id],
      groupsCreated: [week2.id],
    });
  });

  it('creates nothing and answers 400 with the rows when any row has a problem', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      file('2030-08-16,15:00,ARS,CHE,1', '2030-08-16,15:00,ARS,Nowhere,2'),
      true,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'The fixture file has problems; nothing was imported',
      valid: 1,
      invalid: 1,
    });
    expect(res.body.rows[1].problems).toEqual(['Unknown team "Nowhere"']);
    expect(await app.knex('matches').where({ seasonId: season.id })).toHaveLength(0);
    expect(await app.knex('match_groups').where({ seasonId: season.id })).toHaveLength(0);
  });
});

describe('malformed fixture files never answer 500', () => {
  const problemsOf = (body: { rows: { row: number; line: number; problems: string[] }[] }) =>
    body.rows.map((r) => [r.row, r.line, r.problems]);

  it('reports impossible dates (2026-13-40, 2026-02-30) and times on their rows, a dry run and a confirmed one', async () => {
    const season = await createSeason(app.knex);
    const csv = file(
      '2026-13-40,15:00,ARS,CHE,1',
      '2026-02-30,15:00,EVE,FUL,2',
      '2026-00-10,15:00,BRE,BUR,3',
      '2026-8-5,15:00,ARS,EVE,4',
      '16/08/2030,15:00,CHE,FUL,5',
      ',15:00,BRE,ARS,6',
      '1899-12-31,15:00,BUR,CHE,7',
      '2028-02-29,24:00,FUL,BRE,8',
      '2028-02-29,12:60,ARS,BUR,9',
      '2028-02-29,3pm,CHE,BRE,10',
      '2028-02-29,,EVE,ARS,11',
      '2028-02-29, 9:05 ,FUL,ARS,12',
    );
    const res = await importCsv(season.id, csv);
    expect(res.status).toBe(200);
    expect(problemsOf(res.body)).toEqual([
      [1, 2, ['Invalid date "2026-13-40" (expected a real date as YYYY-MM-DD)']],
      [2, 3, ['Invalid date "2026-02-30" (expected a real date as YYYY-MM-DD)']],
      [3, 4, ['Invalid date "2026-00-10" (expected a real date as YYYY-MM-DD)']],
      [4, 5, ['Invalid date "2026-8-5" (expected a real date as YYYY-MM-DD)']],
      [5, 6, ['Invalid date "16/08/2030" (expected a real date as YYYY-MM-DD)']],
      [6, 7, ['Date is required']],
      [7, 8, ['Date "1899-12-31" is outside the years 1900 to 2999']],
      [8, 9, ['Invalid time "24:00" (expected HH:MM, UTC)']],
      [9, 10, ['Invalid time "12:60" (expected HH:MM, UTC)']],
      [10, 11, ['Invalid time "3pm" (expected HH:MM, UTC)']],
      [11, 12, ['Time is required']],
      [12, 13, []],
    ]);
    expect(res.body.rows[11].matchDate).toBe('2028-02-29T09:05:00.000Z');
    expect(
      res.body.rows.map((r: { matchDate: string | null }) => r.matchDate).slice(0, 11),
    ).toEqual(Array(11).fill(null));
    const confirmed = await importCsv(season.id, file('2026-13-40,15:00,ARS,CHE,1'), true);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toMatchObject({
      code: 'VALIDATION',
      message: 'The fixture file has problems; nothing was imported',
      invalid: 1,
    });
    expect(confirmed.body.rows[0].problems).toEqual([
      'Invalid date "2026-13-40" (expected a real date as YYYY-MM-DD)',
    ]);
    expect(await app.knex('matches').where({ seasonId: season.id })).toHaveLength(0);
  });

  it('reports unknown and missing teams and bad match week numbers on their rows', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      file(
        '2030-08-16,15:00,Real Nowhere,CHE,1',
        '2030-08-16,15:00,,EVE,1',
        '2030-08-16,15:00,FUL,,1',
        '2030-08-16,15:00,BRE,BUR,1.5',
        '2030-08-17,15:00,BUR,BRE,-1',
        '2030-08-18,15:00,ARS,BRE,1e2',
        '2030-08-19,15:00,BRE,ARS,two',
        '2030-08-20,15:00,ARS,BUR,1001',
        '2030-08-21,15:00,BUR,ARS,',
        '2030-08-22,15:00,EVE,BUR, 7 ',
      ),
    );
    expect(res.status).toBe(200);
    expect(problemsOf(res.body)).toEqual([
      [1, 2, ['Unknown team "Real Nowhere"']],
      [2, 3, ['Home team is required']],
      [3, 4, ['Away team is required']],
      [4, 5, ['Invalid match week "1.5" (a whole number from 1 to 1000)']],
      [5, 6, ['Invalid match week "-1" (a whole number from 1 to 1000)']],
      [6, 7, ['Invalid match week "1e2" (a whole number from 1 to 1000)']],
      [7, 8, ['Invalid match week "two" (a whole number from 1 to 1000)']],
      [8, 9, ['Invalid match week "1001" (a whole number from 1 to 1000)']],
      [9, 10, ['Match week is required']],
      [10, 11, []],
    ]);
    expect(res.body).toMatchObject({ valid: 1, invalid: 9 });
  });

  it('reads quoted line breaks and commas inside a cell, and reports missing and extra cells and broken quotes on their rows', async () => {
    const season = await createSeason(app.knex);
    const res = await importCsv(
      season.id,
      [
        'Home Team,Away Team,Date,Kick-off,Week',
        '"Arsenal\nFC",CHE,2030-08-16,15:00,1',
        '"Everton, Liverpool",FUL,2030-08-16,15:00,1',
        'BRE,BUR,2030-08-16',
        'BRE,BUR,2030-08-16,15:00,1,extra',
        '"Brentford"x,BUR,2030-08-16,15:00,2',
      ].join('\r\n'),
    );
    expect(res.status).toBe(200);
    expect(problemsOf(res.body)).toEqual([
      [1, 2, ['Unknown team "Arsenal↵FC"']],
      [2, 4, ['Unknown team "Everton, Liverpool"']],
      [
        3,
        5,
        ['This row has 3 cells; the header names 5 columns (date, time, home, away, matchWeek)'],
      ],
      [
        4,
        6,
        ['This row has 6 cells; the header names 5 columns (date, time, home, away, matchWeek)'],
      ],
      [5, 7, ['A quoted cell must end with its closing " followed by a comma or the line end']],
    ]);
    expect(res.body.rows[0]).toMatchObject({
      home: 'Arsenal\nFC',
      away: 'CHE',
      date: '2030-08-16',
    });
    const unclosed = await importCsv(
      season.id,
      file(
        '2030-08-16,15:00,ARS,CHE,1',
        '2030-08-17,15:00,"EVE,FUL,2',
        '2030-08-18,15:00,BRE,BUR,3',
      ),
    );
    expect(problemsOf(unclosed.body)).toEqual([
      [1, 2, []],
      [
        2,
        3,
        [
          'A quoted cell is never closed (its closing " is missing), so the rest of the file was read into this row',
        ],
      ],
    ]);
  });

  it('answers a wrong header, a file without one, an empty file and one without rows with a 400 naming the columns', async () => {
    const season = await createSeason(app.knex);
    const expected = 'the first row must name the columns date, time, home, away, matchWeek';
    const cases: [string, string][] = [
      [
        `date,time,home,away,venue\n2030-08-16,15:00,ARS,CHE,1`,
        `Unknown column "venue": ${expected}`,
      ],
      [
        '2030-08-16,15:00,ARS,CHE,1',
        `Unknown column "2030-08-16", "15:00", "ARS", "CHE", "1": ${expected}`,
      ],
      ['date,time,home,away\n2030-08-16,15:00,ARS,CHE', `Missing column matchWeek: ${expected}`],
      [
        'date,time,home,away,week,matchWeek\n2030-08-16,15:00,ARS,CHE,1,1',
        `Column matchWeek appears more than once: ${expected}`,
      ],
      [
        ' \r\n\r\n',
        'The file is empty: the first row must name the columns, then one row per fixture',
      ],
      ['', 'CSV text is required'],
      [`${HEADER}\n\n`, 'The file has no fixtures: add one row per fixture under the header'],
    ];
    for (const [csv, message] of cases) {
      for (const confirm of [false, true]) {
        const res = await importCsv(season.id, csv, confirm);
        expect(res.status, csv).toBe(400);
        expect(res.body, csv).toEqual({ message, code: 'VALIDATION', errors: { csv: message } });
      }
    }
  });

  it('answers a file over 200,000 characters, and a 10 MB one, with 413 in the error shape', async () => {
    const season = await createSeason(app.knex);
    const long = file(
      ...Array.from({ length: 1500 }, () => `2030-08-16,15:00,${'A'.repeat(150)},CHE,1`),
    );
    expect(long.length).toBeGreaterThan(200_000);
    const res = await importCsv(season.id, long);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'A fixture file is limited to 200,000 characters',
      code: 'PAYLOAD_TOO_LARGE',
      errors: { csv: 'A fixture file is limited to 200,000 characters' },
    });
    const row = '2030-08-16,15:00,Arsenal,Chelsea,1\n';
    const tenMegabytes = HEADER + '\n' + row.repeat(Math.ceil((10 * 1024 * 1024) / row.length));
    expect(tenMegabytes.length).toBeGreaterThan(10 * 1024 * 1024);
    for (const confirm of [false, true]) {
      const big = await importCsv(season.id, tenMegabytes, confirm);
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
    }
    expect(await app.knex('matches').where({ seasonId: season.id })).toHaveLength(0);
  });
});
