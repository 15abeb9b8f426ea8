import { describe, expect, it } from 'vitest';
import { chooseCurrentGroup } from './current-group';

/**
 * A season of weekend rounds with a midweek round: R1 Sat 16 Aug, R2 Sat 23 Aug, R3 Tue 26 Aug
 * (midweek), R4 Sat 30 Aug (the last), each starting at its first kick-off (UTC).
 */
const season = [
  { id: 1, startDate: '2025-08-16T11:30:00Z' },
  { id: 2, startDate: '2025-08-23T11:30:00Z' },
  { id: 3, startDate: '2025-08-26T18:45:00Z' },
  { id: 4, startDate: '2025-08-30T11:30:00Z' },
];
const pick = (groups: readonly { id: number; startDate: string | null }[], now: string) =>
  chooseCurrentGroup(groups, new Date(now))?.id ?? null;

describe('chooseCurrentGroup (36-hour rule, players spec §4)', () => {
  it.each([
    {
      when: 'before the season, the first round far ahead: the first round',
      now: '2025-08-11T10:00:00Z',
      expected: 1,
    },
    {
      when: 'the day before the first round (within 36 h): the first round',
      now: '2025-08-15T12:00:00Z',
      expected: 1,
    },
    {
      when: 'Sunday, the weekend round in play: that round',
      now: '2025-08-17T15:00:00Z',
      expected: 1,
    },
    {
      when: 'Thursday between rounds (the last one over, the next 47.5 h ahead): the next round',
      now: '2025-08-21T12:00:00Z',
      expected: 2,
    },
    { when: 'Saturday of the next round: that round', now: '2025-08-23T16:00:00Z', expected: 2 },
    {
      when: 'Sunday, the midweek round 51.75 h ahead: still the weekend round',
      now: '2025-08-24T15:00:00Z',
      expected: 2,
    },
    {
      when: 'Monday evening, the midweek round 22.75 h ahead: the midweek round',
      now: '2025-08-25T20:00:00Z',
      expected: 3,
    },
    {
      when: 'Wednesday, the midweek round in play: the midweek round',
      now: '2025-08-27T12:00:00Z',
      expected: 3,
    },
    {
      when: 'Thursday after the midweek round: the next weekend round',
      now: '2025-08-28T12:00:00Z',
      expected: 4,
    },
    { when: 'Sunday of the last round: the last round', now: '2025-08-31T15:00:00Z', expected: 4 },
    { when: 'after the season: the last round', now: '2025-09-10T12:00:00Z', expected: 4 },
  ])('$when', ({ now, expected }) => {
    expect(pick(season, now)).toBe(expected);
  });

  it('counts 36 hours before and after a first kick-off as within, a millisecond more as not', () => {
    const start = Date.parse(season[1].startDate);
    const at = (ms: number) => new Date(start + ms).toISOString();
    const H36 = 36 * 60 * 60 * 1000;
    // Round 1 is over; round 2 within from 36 h before its kick-off until 36 h after it.
    expect(pick(season.slice(0, 2), at(-H36))).toBe(2);
    expect(pick(season.slice(0, 2), at(H36))).toBe(2);
    expect(pick(season.slice(0, 2), at(H36 + 1))).toBe(2); // the last round, by the fallback
    // With a successor exactly 36 h ahead, that successor is within, so it is the current one.
    const pair = [
      { id: 1, startDate: at(0) },
      { id: 2, startDate: at(2 * H36) },
    ];
    expect(pick(pair, at(H36))).toBe(2);
    expect(pick(pair, at(H36 - 1))).toBe(1);
  });

  it('skips groups without matches, and answers the first group when none has a match', () => {
    const withEmpty = [
      { id: 7, startDate: null },
      ...season.slice(0, 2),
      { id: 8, startDate: null },
    ];
    expect(pick(withEmpty, '2025-08-21T12:00:00Z')).toBe(2);
    expect(pick(withEmpty, '2025-09-10T12:00:00Z')).toBe(2);
    expect(
      pick(
        [
          { id: 5, startDate: null },
          { id: 6, startDate: null },
        ],
        '2025-08-21T12:00:00Z',
      ),
    ).toBe(5);
    expect(pick([], '2025-08-21T12:00:00Z')).toBeNull();
  });

  it('takes groups by first kick-off whatever the order given', () => {
    expect(pick([season[3], season[1], season[0], season[2]], '2025-08-25T20:00:00Z')).toBe(3);
  });

  it('breaks ties on first kick-off by the order given: the later of groups in play, the earlier of groups ahead', () => {
    const tied = [
      { id: 1, startDate: '2025-08-16T11:30:00Z' },
      { id: 2, startDate: '2025-08-23T11:30:00Z' },
      { id: 3, startDate: '2025-08-23T11:30:00Z' },
    ];
    expect(pick(tied, '2025-08-23T16:00:00Z')).toBe(3);
    expect(pick(tied, '2025-08-20T12:00:00Z')).toBe(2);
  });

  it('accepts Date starts (the API reads them from the database) and answers the group given', () => {
    const rows = season.map((g) => ({ ...g, startDate: new Date(g.startDate), name: `R${g.id}` }));
    expect(chooseCurrentGroup(rows, new Date('2025-08-21T12:00:00Z'))).toBe(rows[1]);
  });
});
