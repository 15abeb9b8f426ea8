import type { TeamFans } from '@predictor/contracts/types';
import { API_URL, httpClient } from '../../http';

export type TeamFansMethods = { getTeamFans: () => Promise<TeamFans> };

/** GET /api/admin/team-fans: every team with its fan count, most fans first. */
export const teamFansMethods: TeamFansMethods = {
  getTeamFans: async () => (await httpClient(`${API_URL}/team-fans`)).json as TeamFans,
};
