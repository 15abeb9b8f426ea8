import type { AdminTeam } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

/** CSV rows with the competition's name instead of its id. */
export const teamRows = (teams: AdminTeam[]) =>
  teams.map((t) => ({
    id: t.id,
    name: t.name,
    shortName: t.shortName ?? '',
    countryCode: t.countryCode ?? '',
    competition: t.competition?.name ?? '',
    logoUrl: t.logoUrl ?? '',
  }));

export const teamExporter = csvExporter(teamRows, 'teams');
