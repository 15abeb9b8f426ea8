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
    id: own.id,
    match: presentMatchGraph(match, now),
    homeGoals: own.homeGoals,
    awayGoals: own.awayGoals,
    isBanker: own.isBanker,
    isVoid: own.isVoid,
    points: own.points,
    isScored: own.isScored,
    exactScorePoints: own.exactScorePoints,
    correctResultPoints: own.correctResultPoints,
    pointsBreakdown: own.pointsBreakdown,
    season: presentSeasonRef(match),
    matchGroup: presentGroupRef(match),
    user: { id: match.predictions[0].userId },
    createdAt: own.createdAt,
    updatedAt: own.updatedAt,
  };
}

/** presentPredictionGraph over a flat row of matchesQuery (player profiles). */
export const presentPrediction = (row: MatchRow, now: Date) =>
  presentPredictionGraph(graphOf(row), now);
