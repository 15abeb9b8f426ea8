import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMatchTime, matchTimeParts } from './dates';

const now = new Date('2025-08-10T12:00:00Z');
const day = (value: string, ukTime = false) => matchTimeParts(value, { now, ukTime }).day;

describe('dates', () => {
  it('labels today, tomorrow and yesterday', () => {
    expect(day('2025-08-10T19:45:00Z')).toBe('Today');
    expect(day('2025-08-11T15:00:00Z')).toBe('Tomorrow');
    expect(day('2025-08-09T15:00:00Z')).toBe('Yesterday');
  });

  it('shows weekday and date from 2 to 21 days ahead, otherwise month and day', () => {
    expect(day('2025-08-12T15:00:00Z')).toBe('Tue 12 Aug');
    expect(day('2025-08-31T15:00:00Z')).toBe('Sun 31 Aug');
    expect(day('2025-09-01T15:00:00Z')).toBe('Sep 1');
    expect(day('2025-08-08T15:00:00Z')).toBe('Aug 8');
  });

  it('formats long dates in en-GB', () => {
    expect(formatLongDate('2025-08-10T00:00:00Z')).toBe('10 August 2025');
  });
});

describe('match times: one format, in UTC or UK time', () => {
  it('writes the day and the 12-hour time labelled UTC by default (the spec prints UTC)', () => {
    expect(formatMatchTime('2025-08-16T15:00:00Z', { now })).toBe('Sat 16 Aug · 3:00 PM UTC');
    expect(formatMatchTime('2025-08-10T19:45:00Z', { now, ukTime: false })).toBe(
      'Today · 7:45 PM UTC',
    );
  });

  it('in UK time writes BST in summer and GMT in winter', () => {
    expect(formatMatchTime('2025-08-16T14:00:00Z', { now, ukTime: true })).toBe(
      'Sat 16 Aug · 3:00 PM BST',
    );
    expect(formatMatchTime('2025-12-06T15:00:00Z', { now, ukTime: true })).toBe(
      'Dec 6 · 3:00 PM GMT',
    );
  });

  it("counts days on the chosen zone's calendar", () => {
    // 23:30 UTC on 10 August is 00:30 BST on 11 August.
    expect(formatMatchTime('2025-08-10T23:30:00Z', { now })).toBe('Today · 11:30 PM UTC');
    expect(formatMatchTime('2025-08-10T23:30:00Z', { now, ukTime: true })).toBe(
      'Tomorrow · 12:30 AM BST',
    );
  });

  it('reads either side of a clock change', () => {
    const march = new Date('2026-03-27T12:00:00Z');
    expect(formatMatchTime('2026-03-28T15:00:00Z', { now: march, ukTime: true })).toBe(
      'Tomorrow · 3:00 PM GMT',
    );
    expect(formatMatchTime('2026-03-29T14:00:00Z', { now: march, ukTime: true })).toBe(
      'Sun 29 Mar · 3:00 PM BST',
    );
  });
});
