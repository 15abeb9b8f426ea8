import { downloadCSV, type Exporter } from 'react-admin';
import type { AdminTrophy } from '@predictor/contracts/types';
import { trophyMessages } from './messages';

const typeLabels: Record<string, string> = trophyMessages.trophies.types;

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, the keys of the first row as the header line. */
export function toCsv(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]);
  const lines = rows.map((row) => header.map((key) => csvCell(row[key])).join(','));
  return [header.join(','), ...lines].join('\n');
}

/** The trophies CSV: every filtered trophy with its type label, status and award count. */
export function trophyRows(records: AdminTrophy[]) {
  return records.map((trophy) => ({
    id: trophy.id,
    name: trophy.name,
    description: trophy.description,
    type: typeLabels[trophy.trophyType] ?? trophy.trophyType,
    status: trophy.isActive ? trophyMessages.trophies.active : trophyMessages.trophies.inactive,
    awards: trophy._count.awards,
    imageUrl: trophy.imageUrl ?? '',
    createdAt: trophy.createdAt,
  }));
}

export const trophyExporter: Exporter<AdminTrophy> = (records) =>
  downloadCSV(toCsv(trophyRows(records)), 'trophies');
