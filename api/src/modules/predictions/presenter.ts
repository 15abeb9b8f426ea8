import type { Presented } from '@predictor/contracts/types';
import {
  graphOf,
  presentGroupRef,
  presentMatchGraph,
  presentOwnPrediction,
  presentSeasonRef,
  type MatchGraph,
  type MatchRow,
} from '../matches/presenter';

/** A prediction (the caller's own) with its match, season and group, as GET /predictions answers it. */
export function presentPredictionGraph(match: MatchGraph, now: Date): Presented<'Prediction'> {
  const own = presentOwnPrediction(match);
  if (!own) throw new Error('presentPrediction needs a match with a prediction');
  return {
    ...own,
    match: presentMatchGraph(match, now),
    season: presentSeasonRef(match),
    matchGroup: presentGroupRef(match),
    user: { id: match.predictions[0].userId },
  };
}

/** presentPredictionGraph over a flat row of matchesQuery (player profiles). */
export const presentPrediction = (row: MatchRow, now: Date) =>
  presentPredictionGraph(graphOf(row), now);
