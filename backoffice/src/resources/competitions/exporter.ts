import type { Competition } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

/** CSV rows: the competitions as the list shows them, with the logo's address. */
export const competitionRows = (competitions: Competition[]) =>
  competitions.map((c) => ({
    id: c.id,
    name: c.name,
    countryCode: c.countryCode ?? '',
    tier: c.tier,
    isActive: c.isActive,
    logoUrl: c.logoUrl ?? '',
    createdAt: c.createdAt,
  }));

export const competitionExporter = csvExporter(competitionRows, 'competitions');
