import type { DataProvider, Identifier } from 'react-admin';
import type { AdminMatch, MatchResultInput } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';
import { type ResourceOverrides } from '../../resourceOverrides';

const CREATE_FIELDS = [
  'season',
  'matchGroup',
  'homeTeam',
  'awayTeam',
  'matchDate',
  'predictionsClose',
  'venue',
  'matchWeek',
] as const;
const UPDATE_FIELDS = [
  'matchDate',
  'predictionsClose',
  'matchGroupId',
  'venue',
  'matchWeek',
  'status',
] as const;

function pick(data: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

const matchUrl = (id: Identifier) => `${API_URL}/matches/${encodeURIComponent(String(id))}`;

/**
 * Match writes with the spec's bodies (§7): POST /admin/matches {season, matchGroup, homeTeam,
 * awayTeam, matchDate, predictionsClose, venue, matchWeek}; PUT /admin/matches/{id} {matchDate,
 * predictionsClose, matchGroupId, venue, matchWeek, status} (never the nested names the record
 * also carries). Reads, delete and bulk delete stay simple-REST on /admin/matches.
 */
export const matchOverrides: ResourceOverrides[string] = {
  create: (async (_resource, params) => {
    const { json } = await httpClient(`${API_URL}/matches`, {
      method: 'POST',
      body: JSON.stringify(pick(params.data as Record<string, unknown>, CREATE_FIELDS)),
    });
    return { data: json };
  }) as DataProvider['create'],
  update: (async (_resource, params) => {
    const { json } = await httpClient(matchUrl(params.id), {
      method: 'PUT',
      body: JSON.stringify(pick(params.data as Record<string, unknown>, UPDATE_FIELDS)),
    });
    return { data: json };
  }) as DataProvider['update'],
};

/** The match calls outside CRUD, reachable through useDataProvider<AdminDataProvider>(). */
export type MatchMethods = {
  /** POST /admin/matches/{id}/result: the match becomes finished and is scored. */
  setMatchResult: (id: Identifier, result: MatchResultInput) => Promise<{ data: AdminMatch }>;
};

export const matchMethods: MatchMethods = {
  setMatchResult: async (id, result) => {
    const { json } = await httpClient(`${matchUrl(id)}/result`, {
      method: 'POST',
      body: JSON.stringify({
        homeGoals: result.homeGoals,
        awayGoals: result.awayGoals,
        ...(result.beforeKickOff && { beforeKickOff: true }),
      }),
    });
    return { data: json as AdminMatch };
  },
};
