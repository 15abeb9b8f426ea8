import Papa from 'papaparse';
import { ADMIN_MESSAGES, FIXTURE_IMPORT_MAX_ROWS } from '@predictor/contracts/admin';
import { csvLines } from '@predictor/contracts/csv';

/** The columns the fixture import reads, in the order the API expects them (and the template shows). */
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

/** The downloadable template: the header line and one example fixture. */
export function templateCsv(): string {
  return csvLines([[...FIXTURE_COLUMNS], ['2030-08-16', '15:00', 'Arsenal', 'Chelsea', 1]]);
}

export type ParsedFile = { ok: true; csv: string; rows: number } | { ok: false; message: string };

/**
 * Reads a fixture file: its first row is the header (columns in any order, any known spelling);
 * each data row is rewritten in the API's column order. A row with the wrong number of cells is
 * passed on as it is, so the dry run reports it. File-level problems (no header, unknown or
 * missing columns, no rows, too many rows, broken quoting) are answered here.
 */
export function parseFixtureFile(text: string): ParsedFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  if (broken) return { ok: false, message: `Row ${(broken.row ?? 0) + 1}: ${broken.message}` };
  const [header = [], ...data] = parsed.data;
  const columns = header.map(columnFor);
  const unknown = header.filter((_, i) => columns[i] === null);
  if (unknown.length)
    return {
      ok: false,
      message: `Unknown column ${unknown.map((h) => `"${h}"`).join(', ')}: the first row must name the columns ${FIXTURE_COLUMNS.join(', ')}`,
    };
  const missing = FIXTURE_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) return { ok: false, message: `Missing column ${missing.join(', ')}` };
  if (columns.length !== FIXTURE_COLUMNS.length)
    return { ok: false, message: 'Each column may appear only once' };
  if (data.length === 0) return { ok: false, message: 'The file has no fixtures' };
  if (data.length > FIXTURE_IMPORT_MAX_ROWS)
    return { ok: false, message: ADMIN_MESSAGES.csvTooLarge };
  const rows = data.map((cells) =>
    cells.length === columns.length
      ? FIXTURE_COLUMNS.map((column) => cells[columns.indexOf(column)].trim())
      : cells,
  );
  return {
    ok: true,
    // The request body the API reads back, not a file a person opens: written as the file says,
    // without the download writer's formula escaping (a ' would become part of a team's name).
    csv: Papa.unparse([[...FIXTURE_COLUMNS], ...rows], { newline: '\n' }),
    rows: rows.length,
  };
}
