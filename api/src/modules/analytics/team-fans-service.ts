import { Team } from '../../models';
import type { AppDeps } from '../../lib/context';

export type TeamFans = {
  id: number;
  name: string;
  shortName: string | null;
  logoUrl: string | null;
  countryCode: string | null;
  competition: { name: string } | null;
  fanCount: number;
};

/** GET /admin/team-fans: every team with how many users chose it as favourite, most fans first. */
export async function teamFans(deps: AppDeps): Promise<TeamFans[]> {
  // The count is a subquery per team on users' favourite-team index, ordered in SQL.
  const teams = (await Team.query(deps.knex)
    .select('teams.*', Team.relatedQuery('fans').count().as('fanCount'))
    .withGraphFetched('competition(idAndName)')
    .orderBy('fanCount', 'desc')
    .orderBy('teams.name', 'asc')
    .orderBy('teams.id', 'asc')) as (Team & { fanCount: number | string })[];
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    logoUrl: team.logoUrl,
    countryCode: team.countryCode,
    competition: team.competition ? { name: team.competition.name } : null,
    fanCount: Number(team.fanCount),
  }));
}
