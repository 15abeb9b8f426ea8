import type { League } from './api';

export type LeagueTab = 'my' | 'official' | 'user' | 'fan' | 'private';

/** The filter tabs of /leagues (spec §2), in order; counted ones show their number in the label. */
export const LEAGUE_TABS: {
  id: LeagueTab;
  label: string;
  counted?: boolean;
  adminOnly?: boolean;
}[] = [
  { id: 'my', label: 'My Leagues', counted: true },
  { id: 'official', label: 'Official Leagues' },
  { id: 'user', label: 'User Leagues' },
  { id: 'fan', label: 'Fan Leagues' },
  { id: 'private', label: 'Private User Leagues', counted: true, adminOnly: true },
];

/**
 * The leagues a tab lists: the caller's own (by membership), official, public user-created, fan
 * leagues, or (site admins) the invite-only leagues they see only as admins.
 */
export function filterLeagues(leagues: League[], tab: LeagueTab, myIds: ReadonlySet<number>) {
  switch (tab) {
    case 'my':
      return leagues.filter((league) => league.isMember || myIds.has(league.id));
    case 'official':
      return leagues.filter((league) => league.type === 'official');
    case 'user':
      return leagues.filter((league) => league.type === 'public');
    case 'fan':
      return leagues.filter((league) => league.type === 'fanleague');
    case 'private':
      return leagues.filter((league) => league.type === 'invite_only' && league.visibleAsAdmin);
  }
}
