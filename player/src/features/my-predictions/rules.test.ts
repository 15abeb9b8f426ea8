import { describe, expect, it } from 'vitest';
import {
  bankerStats,
  defaultExpanded,
  filterPredictions,
  groupBadge,
  groupPredictions,
  pointsPerWeek,
  predictionStatus,
  resultKind,
} from './rules';
import { makePrediction, scored } from './testData';

const NOW = new Date('2025-10-15T12:00:00.000Z');
const ms = (iso: string) => Date.parse(iso);
const shift = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const MS = 1;

describe('prediction status (spec §4)', () => {
  const match = {
    predictionsClose: '2025-10-15T13:00:00.000Z',
    matchDate: '2025-10-15T14:00:00.000Z',
  };
  const at = (iso: string, isScored = false) =>
    predictionStatus(makePrediction({ isScored, match }), new Date(iso));

  it('is upcoming until the very instant predictions close', () => {
    expect(at(new Date(ms(match.predictionsClose) - MS).toISOString())).toBe('upcoming');
    expect(at(match.predictionsClose)).toBe('inPlay');
  });

  it('is In Play from the close until the instant of the match date', () => {
    expect(at(new Date(ms(match.matchDate) - MS).toISOString())).toBe('inPlay');
    expect(at(match.matchDate)).toBe('played');
  });

  it('is scored after the match date once isScored, played otherwise', () => {
    expect(at('2025-10-16T00:00:00.000Z', true)).toBe('scored');
    expect(at('2025-10-16T00:00:00.000Z', false)).toBe('played');
    // isScored never makes a match that has not started "scored".
    expect(at('2025-10-15T12:00:00.000Z', true)).toBe('upcoming');
  });
});

describe('group badge (spec §4, §9)', () => {
  const DAY = 24;

  it('is Current Week with the earliest match exactly 1 day ahead, Upcoming just beyond', () => {
    expect(groupBadge([shift(DAY)], NOW)).toBe('current');
    expect(groupBadge([new Date(ms(shift(DAY)) + MS).toISOString()], NOW)).toBe('upcoming');
  });

  it('is Current Week with the earliest match exactly 7 days back, not 1 ms more', () => {
    expect(groupBadge([shift(-7 * DAY), shift(2 * DAY)], NOW)).toBe('current');
    expect(groupBadge([new Date(ms(shift(-7 * DAY)) - MS).toISOString()], NOW)).toBe('recent');
  });

  it('judges by the earliest match of the group', () => {
    expect(groupBadge([shift(3 * DAY), shift(-2 * DAY)], NOW)).toBe('current');
    expect(groupBadge([shift(3 * DAY), shift(5 * DAY)], NOW)).toBe('upcoming');
  });

  it('is Recent while the last match is at most 30 days back, then Completed', () => {
    expect(groupBadge([shift(-40 * DAY), shift(-30 * DAY)], NOW)).toBe('recent');
    expect(groupBadge([new Date(ms(shift(-30 * DAY)) - MS).toISOString()], NOW)).toBe('completed');
  });

  it('is Unknown without any valid date', () => {
    expect(groupBadge([], NOW)).toBe('unknown');
    expect(groupBadge(['not a date'], NOW)).toBe('unknown');
  });
});

describe('grouping and default expansion', () => {
  const week = (id: number, matchWeek: number, seasonId = 7) => ({
    matchGroup: { id, name: `Matchweek ${matchWeek}`, matchWeek },
    season: { id: seasonId, name: seasonId === 7 ? 'Premier League 2025/26' : 'Championship' },
  });

  it('groups by season then match group, latest group first, matches by kick-off', () => {
    const sections = groupPredictions(
      [
        makePrediction({ id: 1, ...week(70, 1), match: { matchDate: '2025-08-16T14:00:00Z' } }),
        makePrediction({ id: 2, ...week(71, 2), match: { matchDate: '2025-08-23T14:00:00Z' } }),
        makePrediction({ id: 3, ...week(70, 1), match: { matchDate: '2025-08-15T19:00:00Z' } }),
        makePrediction({ id: 4, ...week(90, 1, 9), match: { matchDate: '2025-08-09T14:00:00Z' } }),
        makePrediction({ id: 5, matchGroup: null, match: { matchDate: '2025-09-01T14:00:00Z' } }),
      ],
      NOW,
    );
    expect(sections.map((s) => s.name)).toEqual(['Premier League 2025/26', 'Championship']);
    expect(sections[0].groups.map((g) => g.name)).toEqual([
      'Other matches',
      'Matchweek 2',
      'Matchweek 1',
    ]);
    expect(sections[0].groups[2].predictions.map((p) => p.id)).toEqual([3, 1]);
    expect(sections[1].groups.map((g) => g.key)).toEqual(['9:90']);
  });

  it('orders seasons by the competitions order when given', () => {
    const list = [
      makePrediction({ id: 1, ...week(90, 1, 9), match: { matchDate: '2025-08-23T14:00:00Z' } }),
      makePrediction({ id: 2, ...week(70, 1), match: { matchDate: '2025-08-16T14:00:00Z' } }),
    ];
    expect(groupPredictions(list, NOW).map((s) => s.id)).toEqual([9, 7]);
    expect(groupPredictions(list, NOW, [7, 9]).map((s) => s.id)).toEqual([7, 9]);
  });

  it('expands the current week by default, otherwise the first group', () => {
    const current = makePrediction({ id: 1, ...week(72, 3), match: { matchDate: shift(-24) } });
    const later = makePrediction({ id: 2, ...week(73, 4), match: { matchDate: shift(24 * 6) } });
    const old = makePrediction({ id: 3, ...week(70, 1), match: { matchDate: shift(-24 * 60) } });
    expect(defaultExpanded(groupPredictions([old, current, later], NOW))).toEqual(['7:72']);
    expect(defaultExpanded(groupPredictions([old, later], NOW))).toEqual(['7:73']);
    expect(defaultExpanded(groupPredictions([], NOW))).toEqual([]);
  });
});

describe('filters', () => {
  const list = [
    makePrediction({ id: 1, match: { predictionsClose: shift(2), matchDate: shift(3) } }),
    makePrediction({ id: 2, match: { predictionsClose: shift(-1), matchDate: shift(1) } }),
    scored('exact', { id: 3, match: { matchDate: shift(-48), predictionsClose: shift(-49) } }),
    scored('correct', { id: 4, season: { id: 9, name: 'Championship' } }),
    scored('incorrect', { id: 5 }),
    makePrediction({ id: 6, match: { predictionsClose: shift(-49), matchDate: shift(-48) } }),
  ];
  const ids = (filters: Parameters<typeof filterPredictions>[1]) =>
    filterPredictions(list, filters, NOW).map((p) => p.id);

  it('keeps everything by default and filters by season, status and result', () => {
    expect(ids({ season: 'all', status: 'all', result: 'all' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids({ season: 9, status: 'all', result: 'all' })).toEqual([4]);
    expect(ids({ season: 'all', status: 'upcoming', result: 'all' })).toEqual([1]);
    expect(ids({ season: 'all', status: 'inPlay', result: 'all' })).toEqual([2]);
    expect(ids({ season: 'all', status: 'scored', result: 'all' })).toEqual([3, 4, 5]);
    expect(ids({ season: 'all', status: 'played', result: 'all' })).toEqual([6]);
    expect(ids({ season: 'all', status: 'all', result: 'exact' })).toEqual([3]);
    expect(ids({ season: 7, status: 'scored', result: 'correct' })).toEqual([]);
    expect(ids({ season: 7, status: 'all', result: 'incorrect' })).toEqual([5]);
  });

  it('reads the result as the shared outcome rule does (none until scored, none when void)', () => {
    expect(resultKind(list[0])).toBeNull();
    expect(list.slice(2, 5).map(resultKind)).toEqual(['exact', 'correct', 'incorrect']);
    const voided = makePrediction({ id: 7, isVoid: true, match: { status: 'cancelled' } });
    expect(resultKind(voided)).toBeNull();
  });
});

describe('banker stats', () => {
  it('counts bankers, the hit rate over scored bankers and the net banker points', () => {
    const stats = bankerStats([
      scored('exact', { id: 1, isBanker: true }), // +3
      scored('correct', { id: 2, isBanker: true }), // +1
      scored('incorrect', { id: 3, isBanker: true }), // -1
      makePrediction({ id: 4, isBanker: true }), // not scored yet
      scored('exact', { id: 5 }), // not a banker
    ]);
    expect(stats).toEqual({ played: 4, scored: 3, correct: 2, hitRate: 67, net: 3 });
  });

  it('has no hit rate before any banker is scored, and can be net negative', () => {
    expect(bankerStats([makePrediction({ isBanker: true })]).hitRate).toBeNull();
    expect(bankerStats([]).played).toBe(0);
    const lost = bankerStats([
      scored('incorrect', { id: 1, isBanker: true }),
      scored('incorrect', { id: 2, isBanker: true }),
    ]);
    expect(lost).toMatchObject({ hitRate: 0, net: -2 });
  });
});

describe('points per match week (chart data)', () => {
  it('sums scored points per group of one season, in week order', () => {
    const w = (id: number, matchWeek: number) => ({
      matchGroup: { id, name: `Matchweek ${matchWeek}`, matchWeek },
    });
    const data = pointsPerWeek(
      [
        scored('exact', { id: 1, ...w(72, 3), isBanker: true }), // 6
        scored('correct', { id: 2, ...w(70, 1) }), // 1
        scored('exact', { id: 3, ...w(70, 1) }), // 3
        scored('incorrect', { id: 4, ...w(71, 2), isBanker: true }), // -1
        makePrediction({ id: 5, ...w(73, 4) }), // not scored: no bar
        scored('exact', { id: 6, ...w(90, 1), season: { id: 9, name: 'Championship' } }),
      ],
      7,
      NOW,
    );
    expect(data.map(({ label, points }) => [label, points])).toEqual([
      ['MW 1', 4],
      ['MW 2', -1],
      ['MW 3', 6],
    ]);
    expect(pointsPerWeek([], 7, NOW)).toEqual([]);
  });
});
