import { describe, expect, it } from 'vitest';
import { pickCurrentGroup } from './currentGroup';

const H = 60 * 60 * 1000;
const now = new Date('2025-09-10T12:00:00.000Z');
const at = (hours: number) => new Date(now.getTime() + hours * H).toISOString();

describe('pickCurrentGroup (spec §4, 36-hour rule)', () => {
  it('picks the group starting within 36 hours whose successor is more than 36 hours away', () => {
    const groups = [
      { id: 1, startDate: at(-24 * 7) },
      { id: 2, startDate: at(20) },
      { id: 3, startDate: at(24 * 7) },
    ];
    expect(pickCurrentGroup(groups, now)).toBe(2);
  });

  it('keeps a week under way current until the next one starts within 36 hours', () => {
    const groups = [
      { id: 1, startDate: at(-43) },
      { id: 2, startDate: at(36.5) },
    ];
    expect(pickCurrentGroup(groups, now)).toBe(1);
    expect(pickCurrentGroup(groups, new Date(now.getTime() + 0.5 * H))).toBe(2);
  });

  it('treats exactly 36 hours as within, and a successor at exactly 36 hours as not far enough', () => {
    expect(pickCurrentGroup([{ id: 1, startDate: at(36) }], now)).toBe(1);
    const groups = [
      { id: 1, startDate: at(10) },
      { id: 2, startDate: at(36) },
    ];
    // Group 1's successor starts within 36 hours, so group 2 (no successor) is the current one.
    expect(pickCurrentGroup(groups, now)).toBe(2);
  });

  it('takes the earliest qualifying group, whatever the list order', () => {
    const groups = [
      { id: 9, startDate: at(24 * 10) },
      { id: 7, startDate: at(-30) },
      { id: 8, startDate: at(24 * 4) },
    ];
    expect(pickCurrentGroup(groups, now)).toBe(7);
  });

  it('otherwise takes the first group starting more than 36 hours ahead', () => {
    const groups = [
      { id: 2, startDate: at(36.01) },
      { id: 3, startDate: at(24 * 9) },
    ];
    expect(pickCurrentGroup(groups, now)).toBe(2);
  });

  it('a group 36 hours and one millisecond away is outside the window, so it comes from the second rule', () => {
    const groups = [{ id: 4, startDate: new Date(now.getTime() + 36 * H + 1).toISOString() }];
    expect(pickCurrentGroup(groups, now)).toBe(4);
  });

  it('takes the last group once the season is over', () => {
    const groups = [
      { id: 1, startDate: at(-24 * 20) },
      { id: 2, startDate: at(-24 * 13) },
    ];
    expect(pickCurrentGroup(groups, now)).toBe(2);
  });

  it('answers null (ask the server) when no group has matches', () => {
    expect(pickCurrentGroup([{ id: 3, startDate: null }], now)).toBeNull();
    expect(pickCurrentGroup([], now)).toBeNull();
  });
});
