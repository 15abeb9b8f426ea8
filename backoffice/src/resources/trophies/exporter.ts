import type { AdminTrophy } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';
import { trophyMessages } from './messages';

const typeLabels: Record<string, string> = trophyMessages.trophies.types;

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

export const trophyExporter = csvExporter(trophyRows, 'trophies');
