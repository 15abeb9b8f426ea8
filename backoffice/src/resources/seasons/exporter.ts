import type { AdminSeason } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

/** CSV rows with the competition's name instead of its id. */
export const seasonRows = (seasons: AdminSeason[]) =>
  seasons.map((s) => ({
    id: s.id,
    name: s.name,
    competition: s.competition.name,
    startDate: s.startDate,
    endDate: s.endDate,
    status: s.isActive ? 'Active' : 'Inactive',
    order: s.order,
    description: s.description ?? '',
  }));

export const seasonExporter = csvExporter(seasonRows, 'seasons');
