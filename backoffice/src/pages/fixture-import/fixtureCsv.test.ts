import { describe, expect, it } from 'vitest';
import { FIXTURE_COLUMNS, parseFixtureFile, templateCsv } from './fixtureCsv';

describe('templateCsv', () => {
  it('is the column list as the header plus one example row, and reads cleanly', () => {
    const [header, example] = templateCsv().trimEnd().split('\r\n');
    expect(header).toBe(FIXTURE_COLUMNS.join(','));
    expect(example.split(',')).toHaveLength(FIXTURE_COLUMNS.length);
    expect(parseFixtureFile(templateCsv())).toEqual({ ok: true, csv: templateCsv(), rows: 1 });
  });
});

describe('parseFixtureFile', () => {
  it('sends the file as it is, without a byte-order mark, whatever the header order and spelling', () => {
    const file =
      'Home Team,Away Team,Week,Date,Kick-off\r\nArsenal,"Brighton, Hove",1,2030-08-16, 15:00\r\n\r\n';
    expect(parseFixtureFile(`\uFEFF${file}`)).toEqual({ ok: true, csv: file, rows: 1 });
  });

  it('passes rows with the wrong number of cells or broken quoting on, for the dry run to explain on their row', () => {
    const file =
      'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS\n2030-08-16,15:00,"ARS,CHE,1\n';
    expect(parseFixtureFile(file)).toEqual({ ok: true, csv: file, rows: 2 });
  });

  it('refuses unknown, missing and repeated columns, naming the columns expected', () => {
    const expected = 'the first row must name the columns date, time, home, away, matchWeek';
    expect(parseFixtureFile('date,time,home,away,matchWeek,venue\n')).toEqual({
      ok: false,
      message: `Unknown column "venue": ${expected}`,
    });
    expect(parseFixtureFile('2030-08-16,15:00,ARS,CHE,1\n')).toMatchObject({ ok: false });
    expect(parseFixtureFile('date,time,home,matchWeek\n')).toEqual({
      ok: false,
      message: `Missing column away: ${expected}`,
    });
    expect(parseFixtureFile('date,time,home,away,week,matchWeek\n')).toEqual({
      ok: false,
      message: `Column matchWeek appears more than once: ${expected}`,
    });
  });

  it('refuses an empty file, one without fixtures, one over the row limit and one over the size limit', () => {
    expect(parseFixtureFile('')).toMatchObject({ ok: false, message: /^The file is empty/ });
    expect(parseFixtureFile('date,time,home,away,matchWeek\n\n')).toEqual({
      ok: false,
      message: 'The file has no fixtures: add one row per fixture under the header',
    });
    const big = ['date,time,home,away,matchWeek', ...Array(2001).fill('2030-08-16,15:00,A,B,1')];
    expect(parseFixtureFile(big.join('\n'))).toEqual({
      ok: false,
      message: 'A fixture import is limited to 2000 rows',
    });
    expect(parseFixtureFile('x'.repeat(10 * 1024 * 1024))).toEqual({
      ok: false,
      message: 'A fixture file is limited to 200,000 characters',
    });
  });
});
