import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
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

/** Where a highlighted match's list opens: the page holding it and its season's filter. */
export type HighlightedPage = { page: number; filter: { seasonId: number } };

const simpleRest = simpleRestProvider(API_URL, httpClient);

/**
 * getList with meta {highlight: id}: one GET /admin/matches?highlight={id} answering the page of
 * `perPage` rows (in `sort`) that holds the match among its season's matches; the answer's meta
 * says which page and filter (the first number of Content-Range is the page's offset).
 */
async function getHighlightedPage(params: GetListParams, highlight: Identifier) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 50 };
  const sort = params.sort ?? { field: 'matchDate', order: 'ASC' };
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    highlight: String(highlight),
  });
  const { json, headers } = await httpClient(`${API_URL}/matches?${query}`);
  const [, offset, total] = /(\d+)-\d+\/(\d+)$/.exec(headers.get('Content-Range') ?? '') ?? [];
  const data = json as AdminMatch[];
  const match = data.find((row) => row.id === Number(highlight));
  if (!match || offset === undefined) throw new Error('The highlighted match is not in the answer');
  const meta: HighlightedPage = {
    page: Math.floor(Number(offset) / perPage) + 1,
    filter: { seasonId: match.seasonId },
  };
  return { data, total: Number(total), meta };
}

const matchUrl = (id: Identifier) => `${API_URL}/matches/${encodeURIComponent(String(id))}`;

/**
 * Match writes with the spec's bodies (§7): POST /admin/matches {season, matchGroup, homeTeam,
 * awayTeam, matchDate, predictionsClose, venue, matchWeek}; PUT /admin/matches/{id} {matchDate,
 * predictionsClose, matchGroupId, venue, matchWeek, status} (never the nested names the record
 * also carries). Reads, delete and bulk delete stay simple-REST on /admin/matches; getList with
 * meta {highlight} asks for the page holding that match.
 */
export const matchOverrides: ResourceOverrides[string] = {
  getList: ((resource, params) =>
    params.meta?.highlight
      ? getHighlightedPage(params, params.meta.highlight)
      : simpleRest.getList(resource, params)) as DataProvider['getList'],
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
  /**
   * POST /admin/matches/{id}/result: the match becomes finished and is scored; with inPlay the score
   * is its live score instead (the match stays in progress).
   */
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
        ...(result.inPlay && { inPlay: true }),
      }),
    });
    return { data: json as AdminMatch };
  },
};
