import {
  presentGroupRef,
  presentMatch,
  presentOwnPrediction,
  presentSeasonRef,
  type MatchRow,
} from '../matches/presenter';

/** A prediction (the caller's own) with its match, season and group, as GET /predictions answers it. */
export function presentPrediction(row: MatchRow, now: Date) {
  const own = presentOwnPrediction(row);
  if (!own) throw new Error('presentPrediction needs a row with a prediction');
  return {
    id: own.id,
    match: presentMatch(row, now),
    homeGoals: own.homeGoals,
    awayGoals: own.awayGoals,
    isBanker: own.isBanker,
    isVoid: own.isVoid,
    points: own.points,
    isScored: own.isScored,
    exactScorePoints: own.exactScorePoints,
    correctResultPoints: own.correctResultPoints,
    pointsBreakdown: own.pointsBreakdown,
    season: presentSeasonRef(row),
    matchGroup: presentGroupRef(row),
    user: { id: row.predictionUserId },
    createdAt: own.createdAt,
    updatedAt: own.updatedAt,
  };
}
