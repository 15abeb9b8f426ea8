const MINUS = '−';

/** The unit after a number of points: 'pt' for 1 (and −1), otherwise 'pts'. */
export function pointsUnit(points: number): 'pt' | 'pts' {
  return Math.abs(points) === 1 ? 'pt' : 'pts';
}

/** Points as the apps write them: '1 pt' (and '−1 pt') singular, otherwise 'N pts' ('0 pts', '6 pts'). */
export function formatPoints(points: number): string {
  return `${points < 0 ? MINUS : ''}${Math.abs(points)} ${pointsUnit(points)}`;
}

/**
 * A scored prediction's points with the banker's effect: '3 pts', '1 pt', '0 pts',
 * '6 pts (banker ×2)', '−1 (banker)'. Null until scored.
 */
export function predictionPointsLabel(prediction: {
  points: number;
  isBanker: boolean;
  isScored: boolean;
}): string | null {
  if (!prediction.isScored) return null;
  const { points, isBanker } = prediction;
  if (points < 0) return isBanker ? `${MINUS}${-points} (banker)` : formatPoints(points);
  return isBanker && points > 0 ? `${formatPoints(points)} (banker ×2)` : formatPoints(points);
}
