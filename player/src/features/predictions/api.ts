/**
 * The caller's own predictions and their stats (pattern: features/seasons/api.ts). Mutations that
 * save predictions mark `predictionKeys.all` and `predictionStatsKeys.all` stale (lib/cacheRules markStale).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CrowdPicks,
  Match,
  OwnPrediction,
  Prediction,
  PredictionBatch,
  PredictionBatchResponse,
  PredictionStats,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { markStale } from '../../lib/cacheRules';

export type { CrowdPicks, Match, OwnPrediction, Prediction, PredictionStats };

export const predictionKeys = {
  all: [cacheRoots.predictions] as const,
  lists: () => [...predictionKeys.all, 'list'] as const,
  list: (filter: { season?: number; match?: number }) =>
    [...predictionKeys.lists(), filter] as const,
};

export const predictionStatsKeys = {
  all: [cacheRoots.predictionStats] as const,
  mine: () => [...predictionStatsKeys.all, 'me'] as const,
};

/** GET /predictions[?season=|?match=]: the caller's own predictions by kick-off. */
export const ownPredictionsQuery = (filter: { season?: number; match?: number } = {}) =>
  queryOptions({
    queryKey: predictionKeys.list(filter),
    queryFn: () => {
      const params = new URLSearchParams();
      if (filter.season) params.set('season', String(filter.season));
      if (filter.match) params.set('match', String(filter.match));
      const query = params.toString();
      return api.get<Prediction[]>(query ? `/predictions?${query}` : '/predictions');
    },
  });

/** GET /predictions/stats: the caller's totals (session-storage cached, spec §9). */
export const predictionStatsQuery = () =>
  queryOptions({
    queryKey: predictionStatsKeys.mine(),
    queryFn: () => api.get<PredictionStats>('/predictions/stats'),
  });

/**
 * Matches carry the caller's own prediction (`userPrediction`), so their keys live under the
 * predictions root: saving a prediction invalidates them with `predictionKeys.all`, logout clears
 * them, and the viewer is part of the key so a guest's copy is never shown after signing in.
 */
export const matchKeys = {
  all: [...predictionKeys.all, 'matches'] as const,
  season: (seasonId: number, viewer: number | null) =>
    [...matchKeys.all, 'season', seasonId, { viewer }] as const,
  detail: (matchId: number, viewer: number | null) =>
    [...matchKeys.all, 'detail', matchId, { viewer }] as const,
  crowdPicks: (matchId: number) => [...matchKeys.all, 'crowd', matchId] as const,
};

/** GET /matches?season={id}: every match of a season with the caller's prediction. */
export const seasonMatchesQuery = (seasonId: number, viewer: number | null) =>
  queryOptions({
    queryKey: matchKeys.season(seasonId, viewer),
    queryFn: () => api.get<Match[]>(`/matches?season=${seasonId}`),
  });

/** GET /matches/{id}: one match with the caller's prediction. */
export const matchQuery = (matchId: number, viewer: number | null) =>
  queryOptions({
    queryKey: matchKeys.detail(matchId, viewer),
    queryFn: () => api.get<Match>(`/matches/${matchId}`),
  });

/** GET /matches/{id}/crowd-picks: refused (403 PREDICTIONS_OPEN) while the match is open. */
export const crowdPicksQuery = (matchId: number) =>
  queryOptions({
    queryKey: matchKeys.crowdPicks(matchId),
    queryFn: () => api.get<CrowdPicks>(`/matches/${matchId}/crowd-picks`),
    staleTime: Infinity,
  });

/** One prediction to save: the body of POST /predictions, PUT /predictions/{id} and a batch row. */
export type PredictionRow = PredictionBatch['predictions'][number];

/**
 * The server's reason for one row of a request: a batch names rows `predictions.<index>` (refused)
 * or `predictions.<index>.<field>` (invalid).
 */
export function rowError(
  errors: Record<string, string> | undefined,
  index: number,
): string | undefined {
  if (!errors) return undefined;
  const prefix = `predictions.${index}`;
  const key = Object.keys(errors).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key ? errors[key] : undefined;
}

/** How a row is saved: created (POST), updated (PUT) or as part of a batch. */
export type SaveRequest =
  | { kind: 'create'; row: PredictionRow }
  | { kind: 'update'; predictionId: number; row: PredictionRow }
  | { kind: 'batch'; rows: PredictionRow[] };

/** Spec §8: the fallback words of a failed save. */
export const SAVE_FALLBACK = {
  create: 'Failed to submit prediction',
  update: 'Failed to update prediction',
  batch: 'Failed to save prediction',
} as const;

async function sendSave(request: SaveRequest): Promise<Prediction[]> {
  switch (request.kind) {
    case 'create':
      return [await api.post<Prediction>('/predictions', request.row)];
    case 'update':
      return [await api.put<Prediction>(`/predictions/${request.predictionId}`, request.row)];
    case 'batch': {
      const body: PredictionBatch = { predictions: request.rows };
      const answer = await api.post<PredictionBatchResponse>('/predictions/batch', body);
      return answer.predictions;
    }
  }
}

/** A saved prediction as it sits inside a match (`userPrediction`). */
export function toOwnPrediction(prediction: Prediction): OwnPrediction {
  const { match: _match, season: _season, matchGroup: _group, user: _user, ...own } = prediction;
  return own;
}

/**
 * Saves predictions (POST, PUT or one batch request). On success the saved predictions are put
 * into every cached match list at once (no flicker back to empty), then predictions, stats and
 * matches are invalidated through their key factories.
 */
export function useSavePredictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSave,
    onSuccess: (saved) => {
      const byMatch = new Map(saved.map((p) => [p.match.id, toOwnPrediction(p)]));
      const patch = (match: Match): Match => {
        const own = byMatch.get(match.id);
        return own ? { ...match, hasPrediction: true, userPrediction: own } : match;
      };
      queryClient.setQueriesData<Match[] | Match>({ queryKey: matchKeys.all }, (data) =>
        Array.isArray(data) ? data.map(patch) : data && 'homeTeam' in data ? patch(data) : data,
      );
      markStale(queryClient, [cacheRoots.predictions, cacheRoots.predictionStats]);
    },
  });
}
