import { describe, expect, it } from 'vitest';
import { authorName, isScheduled } from './text';

describe('authorName', () => {
  it('joins first and last name', () => {
    expect(authorName({ firstName: 'Ada', lastName: 'Lovelace', teamName: 'AL FC' })).toBe(
      'Ada Lovelace',
    );
  });

  it('falls back to the team name', () => {
    expect(authorName({ firstName: null, lastName: ' ', teamName: 'AL FC' })).toBe('AL FC');
    expect(authorName(null)).toBeNull();
  });
});

describe('isScheduled', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('is true only for a future publish date', () => {
    expect(isScheduled('2026-11-24T12:00:00Z', now)).toBe(true);
    expect(isScheduled('2026-11-22T12:00:00Z', now)).toBe(false);
  });
});
