import { downloadCSV } from 'react-admin';

type Cell = string | number | null | undefined;

function csvCell(value: Cell): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, the keys of the first row as the header line ('' without rows). */
export function toCsv(rows: Record<string, Cell>[]): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]);
  const lines = rows.map((row) => header.map((key) => csvCell(row[key])).join(','));
  return [header.join(','), ...lines].join('\n');
}

/** Downloads rows as `<name>.csv` (react-admin's exporter download). */
export const downloadRows = (rows: Record<string, Cell>[], name: string) =>
  downloadCSV(toCsv(rows), name);
