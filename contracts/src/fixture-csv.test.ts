import { describe, expect, it } from 'vitest';
import { columnFor, FIXTURE_IMPORT_MESSAGES as M, readFixtureCsv } from './fixture-csv';

const HEADER = 'date,time,home,away,matchWeek';

const rowsOf = (text: string) => {
  const read = readFixtureCsv(text);
  if (!read.ok) throw new Error(read.message);
  return read.rows;
};

describe('columnFor', () => {
  it('maps header spellings to the columns, ignoring case, spaces and punctuation', () => {
    expect(columnFor('Date')).toBe('date');
    expect(columnFor('Kick-off')).toBe('time');
    expect(columnFor('Home Team')).toBe('home');
    expect(columnFor('away_team')).toBe('away');
    expect(columnFor('Match Week')).toBe('matchWeek');
    expect(columnFor('venue')).toBeNull();
  });
});

describe('readFixtureCsv', () => {
  it('reads the columns in any order and spelling; rows count data rows, lines count the file', () => {
    const rows = rowsOf(
      '\uFEFFHome Team,Away Team,Week,Date,Kick-off\r\n\r\nArsenal,"Brighton, Hove",1,2030-08-16, 15:00\r\n',
    );
    expect(rows).toEqual([
      {
        row: 1,
        line: 3,
        cells: {
          date: '2030-08-16',
          time: '15:00',
          home: 'Arsenal',
          away: 'Brighton, Hove',
          matchWeek: '1',
        },
        problem: null,
      },
    ]);
  });

  it('reads a quoted line break inside its cell: the row keeps its number and the next row its line', () => {
    const rows = rowsOf(
      `${HEADER}\n2030-08-16,15:00,"Arsenal\nFC",Chelsea,1\n2030-08-17,15:00,Everton,Fulham,1\n`,
    );
    expect(rows.map((r) => [r.row, r.line, r.cells.home, r.problem])).toEqual([
      [1, 2, 'Arsenal\nFC', null],
      [2, 4, 'Everton', null],
    ]);
  });

  it('reads CR line endings and semicolon-separated files', () => {
    expect(rowsOf(`${HEADER}\r2030-08-16,15:00,A,B,1\r`)[0].cells.away).toBe('B');
    expect(rowsOf('date;time;home;away;matchWeek\n2030-08-16;15:00;A;B;1')[0].cells.home).toBe('A');
  });

  it('reports a wrong cell count and broken quoting on the row, not the file', () => {
    const rows = rowsOf(
      `${HEADER}\n2030-08-16,15:00,ARS\n2030-08-16,15:00,ARS,CHE,1,extra\n2030-08-16,15:00,"ARS,CHE,1\n2030-08-17,15:00,EVE,FUL,1\n`,
    );
    expect(rows.map((r) => [r.row, r.line, r.problem])).toEqual([
      [1, 2, M.cellCount(3)],
      [2, 3, M.cellCount(6)],
      [3, 4, M.unclosedQuote],
    ]);
    expect(rowsOf(`${HEADER}\n2030-08-16,15:00,"ARS"x,CHE,1`)[0].problem).toBe(M.misplacedQuote);
    expect(M.cellCount(3)).toBe(
      'This row has 3 cells; the header names 5 columns (date, time, home, away, matchWeek)',
    );
  });

  it('answers file-level problems: empty, a wrong header, no rows, too many rows, too long', () => {
    expect(readFixtureCsv('')).toEqual({ ok: false, status: 400, message: M.empty });
    expect(readFixtureCsv(' \n\n')).toEqual({ ok: false, status: 400, message: M.empty });
    expect(readFixtureCsv(`${HEADER},venue\n`)).toEqual({
      ok: false,
      status: 400,
      message:
        'Unknown column "venue": the first row must name the columns date, time, home, away, matchWeek',
    });
    expect(readFixtureCsv('2030-08-16,15:00,ARS,CHE,1\n')).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/^Unknown column "2030-08-16", "15:00", "ARS", "CHE", "1": /),
    });
    expect(readFixtureCsv('date,time,home,matchWeek\n')).toEqual({
      ok: false,
      status: 400,
      message:
        'Missing column away: the first row must name the columns date, time, home, away, matchWeek',
    });
    expect(readFixtureCsv('date,time,home,away,week,matchWeek\n')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Column matchWeek appears more than once: /),
    });
    expect(readFixtureCsv(`"date,time,home,away,matchWeek\n1`)).toMatchObject({
      status: 400,
      message: M.headerQuote,
    });
    expect(readFixtureCsv(`${HEADER}\n\n`)).toEqual({
      ok: false,
      status: 400,
      message: M.noFixtures,
    });
    const many = [HEADER, ...Array(2001).fill('2030-08-16,15:00,A,B,1')].join('\n');
    expect(readFixtureCsv(many)).toEqual({
      ok: false,
      status: 413,
      message: 'A fixture import is limited to 2000 rows',
    });
    expect(readFixtureCsv('x'.repeat(200_001))).toEqual({
      ok: false,
      status: 413,
      message: 'A fixture file is limited to 200,000 characters',
    });
  });

  it('quotes a long or multi-line cell briefly in messages', () => {
    expect(M.unknownTeam('a\nb')).toBe('Unknown team "a↵b"');
    expect(M.unknownTeam('x'.repeat(100))).toBe(`Unknown team "${'x'.repeat(40)}…"`);
  });
});
