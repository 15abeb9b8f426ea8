import { describe, expect, it } from 'vitest';
import { columnFor, FIXTURE_COLUMNS, parseFixtureFile, templateCsv } from './fixtureCsv';

describe('columnFor', () => {
  it('maps header spellings to the API columns, ignoring case, spaces and punctuation', () => {
    expect(columnFor('Date')).toBe('date');
    expect(columnFor('Kick-off')).toBe('time');
    expect(columnFor('Home Team')).toBe('home');
    expect(columnFor('away_team')).toBe('away');
    expect(columnFor('Match Week')).toBe('matchWeek');
    expect(columnFor('venue')).toBeNull();
  });
});

describe('templateCsv', () => {
  it('is the parser column list as the header plus one example row, and parses cleanly', () => {
    const [header, example] = templateCsv().trimEnd().split('\r\n');
    expect(header).toBe(FIXTURE_COLUMNS.join(','));
    expect(example.split(',')).toHaveLength(FIXTURE_COLUMNS.length);
    expect(parseFixtureFile(templateCsv())).toEqual({
      ok: true,
      csv: `${header}\n${example}`,
      rows: 1,
    });
  });
});

describe('parseFixtureFile', () => {
  it('rewrites rows in the API column order, whatever the header order and spelling', () => {
    const file =
      '\uFEFFHome Team,Away Team,Week,Date,Kick-off\r\nArsenal,"Brighton, Hove",1,2030-08-16, 15:00\r\n\r\n';
    expect(parseFixtureFile(file)).toEqual({
      ok: true,
      csv: 'date,time,home,away,matchWeek\n2030-08-16,15:00,Arsenal,"Brighton, Hove",1',
      rows: 1,
    });
  });

  it('sends team names as the file spells them, a leading + or = included', () => {
    expect(
      parseFixtureFile('date,time,home,away,matchWeek\n2030-08-16,15:00,+Milan,=X,1\n'),
    ).toEqual({
      ok: true,
      csv: 'date,time,home,away,matchWeek\n2030-08-16,15:00,+Milan,=X,1',
      rows: 1,
    });
  });

  it('passes a row with the wrong number of cells on unchanged, for the dry run to explain', () => {
    const parsed = parseFixtureFile('date,time,home,away,matchWeek\n2030-08-16,15:00,ARS\n');
    expect(parsed).toEqual({
      ok: true,
      csv: 'date,time,home,away,matchWeek\n2030-08-16,15:00,ARS',
      rows: 1,
    });
  });

  it('refuses unknown, missing and repeated columns', () => {
    expect(parseFixtureFile('date,time,home,away,matchWeek,venue\n')).toEqual({
      ok: false,
      message:
        'Unknown column "venue": the first row must name the columns date, time, home, away, matchWeek',
    });
    expect(parseFixtureFile('2030-08-16,15:00,ARS,CHE,1\n')).toMatchObject({ ok: false });
    expect(parseFixtureFile('date,time,home,matchWeek\n')).toEqual({
      ok: false,
      message: 'Missing column away',
    });
    expect(parseFixtureFile('date,time,home,away,week,matchWeek\n')).toEqual({
      ok: false,
      message: 'Each column may appear only once',
    });
  });

  it('refuses a file without fixtures, with broken quotes, or over the row limit', () => {
    expect(parseFixtureFile('date,time,home,away,matchWeek\n\n')).toEqual({
      ok: false,
      message: 'The file has no fixtures',
    });
    expect(parseFixtureFile('')).toMatchObject({ ok: false });
    expect(
      parseFixtureFile('date,time,home,away,matchWeek\n2030-08-16,15:00,"ARS,CHE,1\n'),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^Row 2: /) });
    const big = ['date,time,home,away,matchWeek', ...Array(2001).fill('2030-08-16,15:00,A,B,1')];
    expect(parseFixtureFile(big.join('\n'))).toEqual({
      ok: false,
      message: 'A fixture import is limited to 2000 rows',
    });
  });
});
