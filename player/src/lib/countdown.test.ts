import { describe, expect, it } from 'vitest';
import { formatCountdown, nextTickDelay } from './countdown';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('formatCountdown', () => {
  it('shows days and hours from a day on', () => {
    expect(formatCountdown(2 * d + 4 * h + 59 * m)).toBe('Closes in 2d 4h');
    expect(formatCountdown(d)).toBe('Closes in 1d 0h');
  });

  it('shows hours and minutes under a day', () => {
    expect(formatCountdown(3 * h + 12 * m + 59 * s)).toBe('Closes in 3h 12m');
    expect(formatCountdown(d - 1)).toBe('Closes in 23h 59m');
  });

  it('shows minutes under an hour and seconds under a minute', () => {
    expect(formatCountdown(12 * m + 30 * s)).toBe('Closes in 12m');
    expect(formatCountdown(m)).toBe('Closes in 1m');
    expect(formatCountdown(m - 1)).toBe('Closes in 59s');
    expect(formatCountdown(45 * s + 500)).toBe('Closes in 45s');
  });

  it('says Closed once the deadline has passed', () => {
    expect(formatCountdown(0)).toBe('Closed');
    expect(formatCountdown(-5 * s)).toBe('Closed');
  });
});

describe('nextTickDelay', () => {
  it('ticks every second under a minute, just as the seconds change', () => {
    expect(nextTickDelay(45 * s)).toBe(1);
    expect(nextTickDelay(45 * s + 300)).toBe(301);
    expect(nextTickDelay(m)).toBe(1);
    const left = 45 * s + 300;
    expect(formatCountdown(left - nextTickDelay(left)!)).toBe('Closes in 44s');
  });

  it('ticks once a minute otherwise, just as the minutes change', () => {
    expect(nextTickDelay(3 * h + 20 * s)).toBe(20 * s + 1);
    expect(nextTickDelay(5 * m)).toBe(1);
    const left = 2 * m + 30 * s;
    expect(formatCountdown(left)).toBe('Closes in 2m');
    expect(formatCountdown(left - nextTickDelay(left)!)).toBe('Closes in 1m');
  });

  it('stops once closed', () => {
    expect(nextTickDelay(0)).toBeNull();
  });
});
