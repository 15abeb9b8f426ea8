/*
 * The fixture import's CSV reader, shared by the API (which checks every row) and the back office
 * (which answers file-level problems before sending): papaparse reads the file, quoted commas and
 * line breaks included; the first row is the header.
 */
import Papa from 'papaparse';
import {
  ADMIN_MESSAGES,
  FIXTURE_IMPORT_MAX_CHARS,
  FIXTURE_IMPORT_MAX_ROWS,
  MATCH_WEEK_MAX,
} from './admin';

/** The columns the fixture import reads, in the order the template shows them. */
export const FIXTURE_COLUMNS = ['date', 'time', 'home', 'away', 'matchWeek'] as const;
export type FixtureColumn = (typeof FIXTURE_COLUMNS)[number];

/** Header spellings each column accepts, compared lower-case without spaces or punctuation. */
const HEADER_ALIASES: Record<FixtureColumn, string[]> = {
  date: ['date', 'matchdate', 'kickoffdate'],
  time: ['time', 'kickoff', 'kickofftime', 'kickofftimeutc', 'timeutc'],
  home: ['home', 'hometeam'],
  away: ['away', 'awayteam'],
  matchWeek: ['matchweek', 'week', 'mw'],
};

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The column a header cell names, or null. */
export function columnFor(header: string): FixtureColumn | null {
  const key = normalise(header);
  return FIXTURE_COLUMNS.find((column) => HEADER_ALIASES[column].includes(key)) ?? null;
}

/** A cell as a message quotes it: at most 40 characters, line breaks shown as ↵. */
const shown = (text: string) =>
  JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text).replace(/\\[rn]/g, '↵');

const EXPECTED = `the first row must name the columns ${FIXTURE_COLUMNS.join(', ')}`;

/** The fixture import's messages: file-level ones (400 or 413) and each row's problems. */
export const FIXTURE_IMPORT_MESSAGES = {
  empty: 'The file is empty: the first row must name the columns, then one row per fixture',
  noFixtures: 'The file has no fixtures: add one row per fixture under the header',
  tooLong: `A fixture file is limited to ${FIXTURE_IMPORT_MAX_CHARS.toLocaleString('en-GB')} characters`,
  tooManyRows: ADMIN_MESSAGES.csvTooLarge,
  headerQuote: `The first row has a broken quote: ${EXPECTED}`,
  unknownColumns: (names: string[]) =>
    `Unknown column ${names.map((n) => (n ? shown(n) : '(no name)')).join(', ')}: ${EXPECTED}`,
  missingColumns: (names: string[]) => `Missing column ${names.join(', ')}: ${EXPECTED}`,
  repeatedColumns: (names: string[]) =>
    `Column ${names.join(', ')} appears more than once: ${EXPECTED}`,
  cellCount: (found: number) =>
    `This row has ${found} ${found === 1 ? 'cell' : 'cells'}; the header names ${FIXTURE_COLUMNS.length} columns (${FIXTURE_COLUMNS.join(', ')})`,
  unclosedQuote:
    'A quoted cell is never closed (its closing " is missing), so the rest of the file was read into this row',
  misplacedQuote: 'A quoted cell must end with its closing " followed by a comma or the line end',
  required: (column: 'Date' | 'Time' | 'Home team' | 'Away team' | 'Match week') =>
    `${column} is required`,
  invalidDate: (text: string) => `Invalid date ${shown(text)} (expected a real date as YYYY-MM-DD)`,
  dateOutOfRange: (text: string) => `Date ${shown(text)} is outside the years 1900 to 2999`,
  invalidTime: (text: string) => `Invalid time ${shown(text)} (expected HH:MM, UTC)`,
  unknownTeam: (text: string) => `Unknown team ${shown(text)}`,
  invalidMatchWeek: (text: string) =>
    `Invalid match week ${shown(text)} (a whole number from 1 to ${MATCH_WEEK_MAX})`,
  duplicate: (row: number) => `Duplicate fixture: same as row ${row}`,
  alreadyPlays: (team: string, week: number) => `${team} already plays in match week ${week}`,
  playsTwice: (team: string, week: number, row: number) =>
    `${team} plays twice in match week ${week} (also row ${row})`,
  notScheduled: (home: string, away: string, status: string) =>
    `${home} v ${away} is already in this season with status ${status}; only a scheduled match can change`,
} as const;

/**
 * One data row of the file: `row` counts data rows from 1 (the header and blank lines are not
 * rows), `line` is the file line it starts on. `cells` holds each column's trimmed text when the row
 * has one cell per column; otherwise `problem` says what is wrong with its shape.
 */
export type FixtureCsvRow = {
  row: number;
  line: number;
  cells: Record<FixtureColumn, string>;
  problem: string | null;
};

export type FixtureCsvRead =
  { ok: true; rows: FixtureCsvRow[] } | { ok: false; status: 400 | 413; message: string };

/**
 * Reads a fixture file: a byte-order mark is dropped, line endings may be CRLF, LF or CR; the
 * delimiter is a comma (or, as some spreadsheets write, a semicolon or tab throughout); blank lines
 * are skipped. File-level problems (too long, empty, a wrong header, no rows, too many rows) answer
 * `ok: false` with their status; a row's wrong cell count or broken quoting is that row's problem.
 */
export function readFixtureCsv(input: string): FixtureCsvRead {
  if (input.length > FIXTURE_IMPORT_MAX_CHARS)
    return { ok: false, status: 413, message: FIXTURE_IMPORT_MESSAGES.tooLong };
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: { cells: string[]; line: number; problem: string | null }[] = [];
  let line = 1;
  let start = 0;
  Papa.parse<string[]>(text, {
    newline: '\n',
    delimitersToGuess: [',', ';', '\t'],
    step: (result) => {
      const end = result.meta.cursor;
      const cells = result.data.map((cell) => cell.trim());
      const quotes = result.errors.find((e) => e.type === 'Quotes');
      if (cells.some((cell) => cell !== '') || quotes)
        records.push({
          cells,
          line,
          problem: !quotes
            ? null
            : quotes.code === 'MissingQuotes'
              ? FIXTURE_IMPORT_MESSAGES.unclosedQuote
              : FIXTURE_IMPORT_MESSAGES.misplacedQuote,
        });
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      start = end;
    },
  });
  const [header, ...data] = records;
  if (!header) return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.empty };
  const columns = header.cells.map(columnFor);
  const unknown = header.cells.filter((_, i) => columns[i] === null);
  if (header.problem)
    return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.headerQuote };
  if (unknown.length)
    return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.unknownColumns(unknown) };
  const missing = FIXTURE_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length)
    return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.missingColumns(missing) };
  const repeated = FIXTURE_COLUMNS.filter(
    (column) => columns.indexOf(column) !== columns.lastIndexOf(column),
  );
  if (repeated.length)
    return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.repeatedColumns(repeated) };
  if (data.length === 0)
    return { ok: false, status: 400, message: FIXTURE_IMPORT_MESSAGES.noFixtures };
  if (data.length > FIXTURE_IMPORT_MAX_ROWS)
    return { ok: false, status: 413, message: FIXTURE_IMPORT_MESSAGES.tooManyRows };
  return {
    ok: true,
    rows: data.map((record, i) => {
      const fits = record.cells.length === columns.length;
      const cells = Object.fromEntries(
        FIXTURE_COLUMNS.map((column) => [column, record.cells[columns.indexOf(column)] ?? '']),
      ) as Record<FixtureColumn, string>;
      return {
        row: i + 1,
        line: record.line,
        cells,
        problem:
          record.problem ?? (fits ? null : FIXTURE_IMPORT_MESSAGES.cellCount(record.cells.length)),
      };
    }),
  };
}
