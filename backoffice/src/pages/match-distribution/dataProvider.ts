import type { Distribution } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';

export type DistributionMethods = { getMatchDistribution: () => Promise<Distribution> };

/** GET /api/admin/match-distribution: one entry per active season. */
export const distributionMethods: DistributionMethods = {
  getMatchDistribution: async () =>
    (await httpClient(`${API_URL}/match-distribution`)).json as Distribution,
};
