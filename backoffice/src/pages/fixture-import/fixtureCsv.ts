import { csvLines, FIXTURE_COLUMNS, readFixtureCsv } from '@predictor/contracts/csv';

export { columnFor, FIXTURE_COLUMNS, type FixtureColumn } from '@predictor/contracts/csv';

/** The downloadable template: the header line and one example fixture. */
export function templateCsv(): string {
  return csvLines([[...FIXTURE_COLUMNS], ['2030-08-16', '15:00', 'Arsenal', 'Chelsea', 1]]);
}

export type ParsedFile = { ok: true; csv: string; rows: number } | { ok: false; message: string };

/**
 * Reads a fixture file as the API will (`readFixtureCsv`, shared): file-level problems (too long,
 * empty, an unknown, missing or repeated column, no rows, too many rows) are answered here, before
 * anything is sent. Otherwise the file is sent as it is (without a byte-order mark), so the dry run's
 * rows and lines are the file's own; a row's problems, its cell count or broken quoting included,
 * come back on that row.
 */
export function parseFixtureFile(text: string): ParsedFile {
  const read = readFixtureCsv(text);
  if (!read.ok) return { ok: false, message: read.message };
  return { ok: true, csv: text.replace(/^\uFEFF/, ''), rows: read.rows.length };
}
