import type { DashboardTotals } from '@predictor/contracts';
import type { AppDeps } from '../../lib/context';

async function count(deps: AppDeps, table: string): Promise<number> {
  const row = await deps.knex(table).count({ total: '*' }).first();
  return Number((row as { total: number | string } | undefined)?.total ?? 0);
}

/** The dashboard's three totals. */
export async function dashboardTotals(deps: AppDeps): Promise<DashboardTotals> {
  const [totalUsers, totalPredictions, totalMatches] = await Promise.all([
    count(deps, 'users'),
    count(deps, 'predictions'),
    count(deps, 'matches'),
  ]);
  return { totalUsers, totalPredictions, totalMatches };
}
