export {
  predictionKeys,
  predictionStatsKeys,
  ownPredictionsQuery,
  predictionStatsQuery,
  matchKeys,
  seasonMatchesQuery,
  matchQuery,
  toOwnPrediction,
  type Match,
  type Prediction,
  type PredictionStats,
} from './api';
export { MatchList, MatchListSkeleton } from './components/MatchList';
