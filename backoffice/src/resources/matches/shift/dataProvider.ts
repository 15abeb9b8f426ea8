import type { Identifier } from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../../http';

export type ShiftMethods = {
  /** POST /admin/matches/shift: moves kick-off and predictions close of every match by `minutes`. */
  shiftMatches: (
    matchIds: Identifier[],
    minutes: number,
  ) => Promise<{ updated: number; matches: AdminMatch[] }>;
};

export const shiftMethods: ShiftMethods = {
  shiftMatches: async (matchIds, minutes) =>
    (
      await httpClient(`${API_URL}/matches/shift`, {
        method: 'POST',
        body: JSON.stringify({ matchIds: matchIds.map(Number), minutes }),
      })
    ).json as { updated: number; matches: AdminMatch[] },
};
