import type { TeamFans } from '@predictor/contracts/types';

export type TeamWithFans = TeamFans[number];

/** How many teams get the "Most Popular" badge (admin spec §9). */
export const MOST_POPULAR_COUNT = 3;
/** How many teams the bar chart shows. */
export const CHART_TEAMS = 10;

/** The three summary cards: players with a favourite team, neutral players, teams with fans. */
export function fanSummary(teams: TeamWithFans[], totalUsers: number | null) {
  const withFavourite = teams.reduce((sum, team) => sum + team.fanCount, 0);
  return {
    withFavourite,
    neutral: totalUsers === null ? null : Math.max(0, totalUsers - withFavourite),
    teamsWithFans: teams.filter((team) => team.fanCount > 0).length,
  };
}

/** The teams ranked by fans (most first, then by name), only those with at least one fan. */
export function rankedWithFans(teams: TeamWithFans[]): TeamWithFans[] {
  return teams
    .filter((team) => team.fanCount > 0)
    .sort((a, b) => b.fanCount - a.fanCount || a.name.localeCompare(b.name));
}

/** The ids of the top three teams that have fans: they wear the "Most Popular" badge. */
export function mostPopularIds(teams: TeamWithFans[]): Set<number> {
  return new Set(
    rankedWithFans(teams)
      .slice(0, MOST_POPULAR_COUNT)
      .map((team) => team.id),
  );
}
