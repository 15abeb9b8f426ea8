import { downloadFile } from '../../lib/download';
import type { League } from './api';

/** `<league>-standings.csv`, for an answer without a Content-Disposition file name. */
export function csvFileName(league: Pick<League, 'name' | 'id'>) {
  const slug = league.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || `league-${league.id}`}-standings.csv`;
}

/** GET /leagues/{id}/standings.csv, saved as a file (named by the server, else after the league). */
export function downloadStandingsCsv(league: Pick<League, 'id' | 'name'>): Promise<void> {
  return downloadFile(`/leagues/${league.id}/standings.csv`, {
    accept: 'text/csv',
    fallbackName: csvFileName(league),
  });
}
