import { describe, expect, it } from 'vitest';
import { fanSummary, mostPopularIds, rankedWithFans, type TeamWithFans } from './fans';

const team = (id: number, name: string, fanCount: number): TeamWithFans => ({
  id,
  name,
  shortName: null,
  logoUrl: null,
  countryCode: 'EN',
  competition: null,
  fanCount,
});

const teams = [
  team(1, 'Arsenal', 5),
  team(2, 'Barnsley', 0),
  team(3, 'Chelsea', 9),
  team(4, 'Derby County', 5),
  team(5, 'Everton', 1),
];

describe('favourite-team analytics', () => {
  it('sums players with a favourite, neutral players (the rest of all users) and teams with fans', () => {
    expect(fanSummary(teams, 30)).toEqual({ withFavourite: 20, neutral: 10, teamsWithFans: 4 });
    expect(fanSummary(teams, null).neutral).toBeNull();
    expect(fanSummary([], 7)).toEqual({ withFavourite: 0, neutral: 7, teamsWithFans: 0 });
  });

  it('ranks only teams with fans, most first and then by name', () => {
    expect(rankedWithFans(teams).map((t) => t.name)).toEqual([
      'Chelsea',
      'Arsenal',
      'Derby County',
      'Everton',
    ]);
  });

  it('gives the Most Popular badge to the top three teams that have fans, never to a team without', () => {
    expect([...mostPopularIds(teams)]).toEqual([3, 1, 4]);
    expect([...mostPopularIds([team(1, 'A', 2), team(2, 'B', 0)])]).toEqual([1]);
  });
});
