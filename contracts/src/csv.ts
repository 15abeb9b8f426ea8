/*
 * The product's one CSV writer: every file the API or an app writes for a person to open (back-office
 * exports, league standings, the fixture template) goes through it, so none can carry a formula that
 * a spreadsheet would run (OWASP's CSV injection rule).
 */
import Papa from 'papaparse';

/** A cell: text is neutralised when it could start a formula; numbers and booleans are written as they are. */
export type CsvCell = string | number | boolean | null | undefined;

/** One exported record; its keys name the columns. */
export type CsvRecord = Record<string, CsvCell>;

/**
 * The characters a spreadsheet reads as the start of a formula. papaparse's own default
 * (`/^[=+\-@\t\r].*$/`) misses a text with a line break after the first character, as `.` stops there.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_NEWLINE = '\r\n';

/**
 * Lines of cells as CSV text: RFC 4180 quoting, CRLF after every line ('' without lines). Text that
 * starts with = + - @, a tab or a carriage return gets a leading ' and quotes, so it shows as text;
 * numbers stay numbers (a negative goal difference too); null and undefined are empty cells.
 */
export function csvLines(lines: readonly (readonly CsvCell[])[]): string {
  if (lines.length === 0) return '';
  const text = Papa.unparse(lines as CsvCell[][], {
    escapeFormulae: FORMULA_START,
    newline: CSV_NEWLINE,
  });
  return text + CSV_NEWLINE;
}

/** Records as CSV text: the first record's keys as the header line, then one line per record. */
export function csvRecords(records: readonly CsvRecord[]): string {
  if (records.length === 0) return '';
  const columns = Object.keys(records[0]);
  return csvLines([columns, ...records.map((record) => columns.map((key) => record[key]))]);
}

export * from './fixture-csv';
