import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcTime, fromUtcInput, toUtcInput, todayUtc } from './utcDateTime';

describe('UTC date-time inputs', () => {
  it('shows a stored instant as its UTC wall time, whatever the offset it was written with', () => {
    expect(toUtcInput('2025-08-16T14:00:00.000Z')).toBe('2025-08-16T14:00');
    expect(toUtcInput('2025-08-16T16:30:00+02:00')).toBe('2025-08-16T14:30');
    expect(toUtcInput(null)).toBe('');
    expect(toUtcInput('not a date')).toBe('');
  });

  it('reads a typed local date-time as UTC', () => {
    expect(fromUtcInput('2025-08-16T14:00')).toBe('2025-08-16T14:00:00.000Z');
    expect(fromUtcInput('2025-12-31T23:59:30')).toBe('2025-12-31T23:59:30.000Z');
    expect(fromUtcInput('')).toBeNull();
    expect(fromUtcInput('2025-13-40T99:00')).toBeNull();
    expect(fromUtcInput('16/08/2025 14:00')).toBeNull();
  });

  it('round-trips both ways', () => {
    const typed = '2026-03-29T01:30'; // a DST change in Europe: no shift in UTC
    expect(toUtcInput(fromUtcInput(typed))).toBe(typed);
  });

  it("gives today's UTC day and formats instants in UTC", () => {
    expect(todayUtc(new Date('2025-08-16T23:30:00-02:00'))).toBe('2025-08-17');
    expect(formatUtcDate('2025-08-16T14:00:00Z')).toBe('Sat, 16 Aug 2025');
    expect(formatUtcTime('2025-08-16T04:05:00Z')).toBe('04:05');
  });
});
