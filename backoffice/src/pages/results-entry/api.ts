import type {
  AdminMatch,
  AdminMatchGroup,
  BulkResultRow,
  ResultsSaved,
} from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';

/** The Results Entry page's calls: a season's weeks and matches, and the one bulk save. */
export const resultsApi = {
  /** GET /api/admin/matchgroups?season= : the season's weeks by match week. */
  weeks: async (seasonId: number) =>
    (await httpClient(`${API_URL}/matchgroups?season=${seasonId}`)).json as AdminMatchGroup[],
  /** GET /api/admin/matches?season= : every match of the season by kick-off. */
  matches: async (seasonId: number) =>
    (await httpClient(`${API_URL}/matches?season=${seasonId}`)).json as AdminMatch[],
  /** POST /api/admin/matches/results: all or nothing; a refusal is an HttpError with body {message, rows}. */
  save: async (results: BulkResultRow[]) =>
    (
      await httpClient(`${API_URL}/matches/results`, {
        method: 'POST',
        body: JSON.stringify({ results }),
      })
    ).json as ResultsSaved,
};
