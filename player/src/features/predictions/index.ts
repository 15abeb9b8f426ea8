export {
  predictionKeys,
  predictionStatsKeys,
  ownPredictionsQuery,
  predictionStatsQuery,
  type Prediction,
  type PredictionStats,
} from './api';
