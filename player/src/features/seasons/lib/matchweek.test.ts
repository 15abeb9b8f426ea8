import { describe, expect, it } from 'vitest';
import { ALL_MATCHES, parseMatchweek, resolveTab } from './matchweek';

const now = new Date('2025-09-10T12:00:00.000Z');
const groups = [
  { id: 11, matchWeek: 1, startDate: '2025-08-16T14:00:00.000Z' },
  { id: 12, matchWeek: 2, startDate: '2025-09-09T14:00:00.000Z' },
  { id: 13, matchWeek: 3, startDate: '2025-09-20T14:00:00.000Z' },
];

describe('parseMatchweek', () => {
  it('reads next, current, all, matchweek-{n} and a group id', () => {
    expect(parseMatchweek('next')).toEqual({ kind: 'next' });
    expect(parseMatchweek('current')).toEqual({ kind: 'current' });
    expect(parseMatchweek('all')).toEqual({ kind: 'all' });
    expect(parseMatchweek('matchweek-7')).toEqual({ kind: 'week', matchWeek: 7 });
    expect(parseMatchweek('42')).toEqual({ kind: 'group', groupId: 42 });
  });

  it('gives current for a missing or unknown value', () => {
    expect(parseMatchweek(null)).toEqual({ kind: 'current' });
    expect(parseMatchweek('matchweek-')).toEqual({ kind: 'current' });
    expect(parseMatchweek('0')).toEqual({ kind: 'current' });
    expect(parseMatchweek('-3')).toEqual({ kind: 'current' });
    expect(parseMatchweek('week-2')).toEqual({ kind: 'current' });
  });
});

describe('resolveTab', () => {
  it('maps each parameter to its tab', () => {
    expect(resolveTab({ kind: 'current' }, groups, 12, now)).toBe(12);
    expect(resolveTab({ kind: 'next' }, groups, 12, now)).toBe(13);
    expect(resolveTab({ kind: 'week', matchWeek: 1 }, groups, 12, now)).toBe(11);
    expect(resolveTab({ kind: 'group', groupId: 13 }, groups, 12, now)).toBe(13);
    expect(resolveTab({ kind: 'all' }, groups, 12, now)).toBe(ALL_MATCHES);
  });

  it('falls back to the current group, else the first, for unknown weeks and ids', () => {
    expect(resolveTab({ kind: 'week', matchWeek: 30 }, groups, 12, now)).toBe(12);
    expect(resolveTab({ kind: 'group', groupId: 99 }, groups, null, now)).toBe(11);
  });

  it('shows All Matches when the season has no groups', () => {
    expect(resolveTab({ kind: 'current' }, [], null, now)).toBe(ALL_MATCHES);
  });
});
