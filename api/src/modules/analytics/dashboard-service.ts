import type { DashboardTotals } from '@predictor/contracts';
import { Match, Prediction, User } from '../../models';
import type { AppDeps } from '../../lib/context';

/** The dashboard's three totals. */
export async function dashboardTotals(deps: AppDeps): Promise<DashboardTotals> {
  const [totalUsers, totalPredictions, totalMatches] = await Promise.all([
    User.query(deps.knex).resultSize(),
    Prediction.query(deps.knex).resultSize(),
    Match.query(deps.knex).resultSize(),
  ]);
  return { totalUsers, totalPredictions, totalMatches };
}
