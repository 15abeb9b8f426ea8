import { describe, expect, it } from 'vitest';
import { formatPosition, ordinal, ordinalPosition, positionOf, tiedFlags } from './positions';

describe('positions', () => {
  it('marks a shared position with =', () => {
    expect(formatPosition(2)).toBe('2');
    expect(formatPosition(2, true)).toBe('=2');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('writes %i as %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('says a position out of the whole table, with thousands separated', () => {
    expect(ordinalPosition(12)).toBe('12th');
    expect(ordinalPosition(2, true)).toBe('=2nd');
    expect(positionOf(3, 141)).toBe('3rd of 141');
    expect(positionOf(2, 10000, true)).toBe('=2nd of 10,000');
  });

  it('flags the rows whose position another row shares (1, 2, 2, 4)', () => {
    const rows = [1, 2, 2, 4].map((position) => ({ position }));
    expect(tiedFlags(rows)).toEqual([false, true, true, false]);
  });
});
