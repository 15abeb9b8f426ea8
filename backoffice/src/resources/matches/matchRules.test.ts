import { describe, expect, it } from 'vitest';
import { matchCreateErrors, matchEditErrors, resultErrors } from './matchRules';

const groups = new Map([
  [10, 1],
  [20, 2],
]);
const groupSeason = (id: number) => groups.get(id);
const valid = {
  season: 1,
  matchGroup: 10,
  homeTeam: 5,
  awayTeam: 6,
  matchDate: '2030-05-04T15:00:00.000Z',
  predictionsClose: '2030-05-04T14:00:00.000Z',
  venue: 'Riverside',
  matchWeek: 3,
};

describe('create match rules (spec §5)', () => {
  it('accepts a complete match', () => {
    expect(matchCreateErrors(valid, groupSeason)).toEqual({});
    expect(matchCreateErrors({ ...valid, venue: null, matchWeek: null }, groupSeason)).toEqual({});
  });

  it('requires season, group, both teams and both date-times', () => {
    expect(matchCreateErrors({}, groupSeason)).toEqual({
      season: 'Season is required',
      matchGroup: 'Match group is required',
      homeTeam: 'Home team is required',
      awayTeam: 'Away team is required',
      matchDate: 'Match date is required',
      predictionsClose: 'Predictions close is required',
    });
  });

  it('refuses the same team twice', () => {
    expect(matchCreateErrors({ ...valid, awayTeam: '5' }, groupSeason)).toEqual({
      awayTeam: 'Home and away teams cannot be the same',
    });
  });

  it('wants predictions to close strictly before kick-off', () => {
    for (const predictionsClose of [valid.matchDate, '2030-05-04T15:01:00.000Z'])
      expect(matchCreateErrors({ ...valid, predictionsClose }, groupSeason)).toEqual({
        predictionsClose: 'Predictions must close before the match starts',
      });
  });

  it("refuses a group of another season, with the spec's text", () => {
    expect(matchCreateErrors({ ...valid, matchGroup: 20 }, groupSeason)).toEqual({
      matchGroup:
        'Selected match group does not belong to the current season. Please select a different match group.',
    });
    // A group not loaded yet is left to the server.
    expect(matchCreateErrors({ ...valid, matchGroup: 99 }, groupSeason)).toEqual({});
  });

  it('limits the venue to 100 characters and the match week to whole numbers from 1', () => {
    expect(matchCreateErrors({ ...valid, venue: 'x'.repeat(100) }, groupSeason)).toEqual({});
    expect(matchCreateErrors({ ...valid, venue: 'x'.repeat(101) }, groupSeason)).toEqual({
      venue: 'Venue must be at most 100 characters',
    });
    for (const matchWeek of [0, -1, 1.5])
      expect(matchCreateErrors({ ...valid, matchWeek }, groupSeason)).toEqual({
        matchWeek: 'Match week must be at least 1',
      });
  });
});

describe('edit match rules', () => {
  const edit = {
    matchDate: valid.matchDate,
    predictionsClose: valid.predictionsClose,
    matchGroupId: 10,
    status: 'scheduled',
  };

  it('requires dates, group and status and keeps the date rule', () => {
    expect(matchEditErrors(edit, 1, groupSeason)).toEqual({});
    expect(matchEditErrors({}, 1, groupSeason)).toEqual({
      matchDate: 'Match date is required',
      predictionsClose: 'Predictions close is required',
      matchGroupId: 'Match group is required',
      status: 'Status is required',
    });
    expect(
      matchEditErrors({ ...edit, predictionsClose: '2030-05-05T00:00:00Z' }, 1, groupSeason),
    ).toEqual({ predictionsClose: 'Predictions must close before the match starts' });
  });

  it("keeps the group within the match's season", () => {
    expect(matchEditErrors({ ...edit, matchGroupId: 20 }, 1, groupSeason).matchGroupId).toMatch(
      /does not belong to the current season/,
    );
  });
});

describe('set result rules', () => {
  it('wants both goal counts as whole numbers of 0 or more', () => {
    expect(resultErrors({ homeGoals: 0, awayGoals: 3 })).toEqual({});
    expect(resultErrors({ homeGoals: null, awayGoals: '' })).toEqual({
      homeGoals: 'Both goal counts are required',
      awayGoals: 'Both goal counts are required',
    });
    expect(resultErrors({ homeGoals: -1, awayGoals: 1.5 })).toEqual({
      homeGoals: 'Goals must be whole numbers of 0 or more',
      awayGoals: 'Goals must be whole numbers of 0 or more',
    });
  });
});
