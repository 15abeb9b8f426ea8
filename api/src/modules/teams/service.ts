import { Team } from '../../models';
import type { AppDeps } from '../../lib/context';

/** GET /teams: every team by name, with its competition (or null). */
export async function listTeams(deps: AppDeps) {
  const teams = await Team.query(deps.knex)
    .withGraphFetched('competition(idAndName)')
    .orderBy('teams.name')
    .orderBy('teams.id');
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    logoUrl: team.logoUrl,
    countryCode: team.countryCode,
    competition: team.competition ? { id: team.competition.id, name: team.competition.name } : null,
  }));
}
