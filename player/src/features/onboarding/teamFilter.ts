import type { Team } from './api';

/** What the favourite-team picker filters by: words typed and one competition (or all). */
export interface TeamFilter {
  query: string;
  competitionId: number | null;
}

export const NO_FILTER: TeamFilter = { query: '', competitionId: null };

/** A name as the search compares it: accents dropped ("Atlético" is "atletico"), lower case, single spaces. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(team: Team, query: string, competitionId: number | null): boolean {
  if (competitionId !== null && team.competition?.id !== competitionId) return false;
  if (!query) return true;
  return [team.name, team.shortName].some((name) => name && foldName(name).includes(query));
}

/** The teams the filter keeps, in list order. */
export function filterTeams(teams: Team[], filter: TeamFilter): Team[] {
  const query = foldName(filter.query);
  return teams.filter((team) => matches(team, query, filter.competitionId));
}

/**
 * The cards to show: the selected team first when the filter hides it, so a choice never leaves
 * view while it is the one Save would store.
 */
export function withSelected(shown: Team[], teams: Team[], selectedId: number | null): Team[] {
  const selected = teams.find((team) => team.id === selectedId);
  return selected && !shown.includes(selected) ? [selected, ...shown] : shown;
}

/** The competitions the teams play in, once each, in the order they were created (top flight first in the demo). */
export function competitionsOf(teams: Team[]): { id: number; name: string }[] {
  const byId = new Map<number, { id: number; name: string }>();
  for (const team of teams) if (team.competition) byId.set(team.competition.id, team.competition);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
