import { afterEach, describe, expect, it } from 'vitest';
import { latestListFilter } from './latestListFilter';

describe('latestListFilter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the filter in the address over the one on screen', () => {
    window.history.replaceState(
      null,
      '',
      '/admin/matches?filter=%7B%22date%22%3A%222026-11-27%22%7D',
    );
    expect(latestListFilter({ currentWeek: true })).toEqual({ date: '2026-11-27' });
  });

  it('keeps the one on screen without a filter in the address, or with one it cannot read', () => {
    expect(latestListFilter({ currentWeek: true })).toEqual({ currentWeek: true });
    window.history.replaceState(null, '', '/admin/matches?filter=%7Bdate');
    expect(latestListFilter({ status: 'finished' })).toEqual({ status: 'finished' });
    window.history.replaceState(null, '', '/admin/matches?filter=%5B1%5D');
    expect(latestListFilter({ status: 'finished' })).toEqual({ status: 'finished' });
  });
});
