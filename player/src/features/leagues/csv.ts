import { ApiError } from '../../lib/api';
import { getToken } from '../../lib/storage';
import type { League } from './api';

/** The file name from a Content-Disposition header, else `<league>-standings.csv`. */
export function csvFileName(disposition: string | null, league: Pick<League, 'name' | 'id'>) {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (match) return decodeURIComponent(match[1]);
  const slug = league.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || `league-${league.id}`}-standings.csv`;
}

/**
 * GET /leagues/{id}/standings.csv with the bearer token (a plain link would carry none), saved as a
 * file through a temporary object URL.
 */
export async function downloadStandingsCsv(league: Pick<League, 'id' | 'name'>): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/leagues/${league.id}/standings.csv`, {
      headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    let body: { message?: string } = {};
    try {
      body = (await response.json()) as { message?: string };
    } catch {
      // Not JSON: the screen's fallback is shown.
    }
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('Content-Disposition'), league);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
