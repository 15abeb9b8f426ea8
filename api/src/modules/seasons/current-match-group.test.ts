import { describe, expect, it } from 'vitest';
import { chooseCurrentGroup } from './service';

const now = new Date('2025-10-10T12:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * 3600_000);
const groups = (...starts: (number | null)[]) =>
  starts.map((h, i) => ({ id: i + 1, startDate: h === null ? null : at(h) }));

describe('chooseCurrentGroup (36-hour rule)', () => {
  it.each([
    { name: 'no groups', starts: [], expected: null },
    {
      name: 'week 2 starts within 36 h, week 3 later: week 2',
      starts: [-170, 30, 200],
      expected: 2,
    },
    { name: 'exactly 36 h away counts as within', starts: [-170, 36, 200], expected: 2 },
    { name: 'week 2 more than 36 h away: still week 1', starts: [-100, 37, 200], expected: 1 },
    {
      name: 'two groups within 36 h: the later one (its successor is far)',
      starts: [-2, 20, 200],
      expected: 2,
    },
    { name: 'all groups far ahead: the first', starts: [50, 220, 400], expected: 1 },
    { name: 'season over: the last group', starts: [-500, -300, -100], expected: 3 },
    {
      name: 'groups given out of order are taken by kick-off',
      starts: [200, -170, 30],
      expected: 3,
    },
    { name: 'groups without matches are skipped', starts: [-170, null, 30, 300], expected: 3 },
    { name: 'no group has matches: the last group', starts: [null, null], expected: 2 },
  ])('$name', ({ starts, expected }) => {
    expect(chooseCurrentGroup(groups(...starts), now)?.id ?? null).toBe(expected);
  });
});
