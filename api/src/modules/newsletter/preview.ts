import type { WorkDeps } from '../../lib/context';
import { Match } from '../../models';

/** Days ahead the newsletter's fixture list covers. */
export const PREVIEW_DAYS = 7;

export type PreviewMatch = {
  id: number;
  homeTeam: { name: string };
  awayTeam: { name: string };
  matchDate: string;
  matchGroup: { id: number; name: string } | null;
};

export type NewsletterPreview = {
  totalMatches: number;
  totalSeasons: number;
  matchesBySeason: Record<string, PreviewMatch[]>;
};

/** Matches kicking off in the next 7 days (server time), not cancelled, grouped by season name. */
export async function upcomingFixtures(deps: WorkDeps): Promise<NewsletterPreview> {
  const now = deps.now();
  const until = new Date(now.getTime() + PREVIEW_DAYS * 24 * 3600 * 1000);
  const matches = await Match.query(deps.knex)
    .where('matches.matchDate', '>=', now)
    .where('matches.matchDate', '<', until)
    .whereNot('matches.status', 'cancelled')
    .orderBy('matches.matchDate', 'asc')
    .orderBy('matches.id', 'asc')
    .withGraphFetched('[season, homeTeam, awayTeam, matchGroup]')
    .modifyGraph('season', (season) => season.select('seasons.id', 'seasons.name'))
    .modifyGraph('[homeTeam, awayTeam]', (team) => team.select('teams.id', 'teams.name'))
    .modifyGraph('matchGroup', (group) => group.select('match_groups.id', 'match_groups.name'));
  const matchesBySeason: Record<string, PreviewMatch[]> = {};
  for (const m of matches) {
    (matchesBySeason[m.season!.name] ??= []).push({
      id: m.id,
      homeTeam: { name: m.homeTeam!.name },
      awayTeam: { name: m.awayTeam!.name },
      matchDate: m.matchDate.toISOString(),
      matchGroup: m.matchGroup ? { id: m.matchGroup.id, name: m.matchGroup.name } : null,
    });
  }
  return {
    totalMatches: matches.length,
    totalSeasons: Object.keys(matchesBySeason).length,
    matchesBySeason,
  };
}
