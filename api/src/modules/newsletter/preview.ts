import type { AppDeps } from '../../lib/context';

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
export async function upcomingFixtures(deps: AppDeps): Promise<NewsletterPreview> {
  const now = deps.now();
  const until = new Date(now.getTime() + PREVIEW_DAYS * 24 * 3600 * 1000);
  const rows = await deps
    .knex('matches as m')
    .join('seasons as s', 's.id', 'm.seasonId')
    .join('teams as h', 'h.id', 'm.homeTeamId')
    .join('teams as a', 'a.id', 'm.awayTeamId')
    .leftJoin('matchGroups as g', 'g.id', 'm.matchGroupId')
    .where('m.matchDate', '>=', now)
    .where('m.matchDate', '<', until)
    .whereNot('m.status', 'cancelled')
    .orderBy('m.matchDate', 'asc')
    .orderBy('m.id', 'asc')
    .select(
      'm.id',
      'm.matchDate',
      's.name as seasonName',
      'h.name as homeName',
      'a.name as awayName',
      'g.id as groupId',
      'g.name as groupName',
    );
  const matchesBySeason: Record<string, PreviewMatch[]> = {};
  for (const r of rows) {
    (matchesBySeason[r.seasonName] ??= []).push({
      id: r.id,
      homeTeam: { name: r.homeName },
      awayTeam: { name: r.awayName },
      matchDate: new Date(r.matchDate).toISOString(),
      matchGroup: r.groupId === null ? null : { id: r.groupId, name: r.groupName },
    });
  }
  return {
    totalMatches: rows.length,
    totalSeasons: Object.keys(matchesBySeason).length,
    matchesBySeason,
  };
}
