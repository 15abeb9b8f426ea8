import { describe, expect, it } from 'vitest';
import { makeMatch, makeOwn } from '../../../test/predictions';
import {
  autoSubmits,
  isComplete,
  isOpen,
  luckyDrafts,
  luckyGoals,
  planSave,
  toRow,
  weekMates,
} from './drafts';

describe('isOpen', () => {
  it('is open while the API said so and the deadline is still ahead on this clock', () => {
    const match = makeMatch({ id: 1 });
    const close = Date.parse(match.predictionsClose);
    expect(isOpen(match, close - 1)).toBe(true);
    expect(isOpen(match, close)).toBe(false);
    expect(isOpen({ ...match, predictionsOpen: false }, close - 1)).toBe(false);
    expect(isOpen({ ...match, status: 'cancelled' }, close - 1)).toBe(false);
  });
});

describe('planSave', () => {
  it('creates (POST) when no prediction exists and updates (PUT) otherwise', () => {
    const fresh = makeMatch({ id: 1 });
    const saved = makeMatch({ id: 2, userPrediction: makeOwn({ id: 77 }) });
    const row = { match: 1, homeGoals: 2, awayGoals: 0, isBanker: false };
    expect(planSave([row], [fresh, saved])).toEqual({ kind: 'create', row });
    const row2 = { ...row, match: 2 };
    expect(planSave([row2], [fresh, saved])).toEqual({
      kind: 'update',
      predictionId: 77,
      row: row2,
    });
  });

  it('moves the banker: one batch, the old banker first with its scores and no banker', () => {
    const old = makeMatch({
      id: 1,
      userPrediction: makeOwn({ id: 5, homeGoals: 3, awayGoals: 1, isBanker: true }),
    });
    const target = makeMatch({
      id: 2,
      userPrediction: makeOwn({ id: 6, homeGoals: 0, awayGoals: 0 }),
    });
    const otherWeek = makeMatch({
      id: 3,
      matchGroup: { id: 12, name: 'Matchweek 2', matchWeek: 2 },
      userPrediction: makeOwn({ id: 7, isBanker: true }),
    });
    const row = { match: 2, homeGoals: 0, awayGoals: 0, isBanker: true };
    expect(planSave([row], [old, target, otherWeek])).toEqual({
      kind: 'batch',
      rows: [{ match: 1, homeGoals: 3, awayGoals: 1, isBanker: false }, row],
    });
  });

  it("leaves the old banker alone when it is among the rows, and batches 'Submit all' even for one row", () => {
    const a = makeMatch({ id: 1, userPrediction: makeOwn({ id: 5, isBanker: true }) });
    const b = makeMatch({ id: 2 });
    const rows = [
      { match: 1, homeGoals: 1, awayGoals: 1, isBanker: false },
      { match: 2, homeGoals: 2, awayGoals: 1, isBanker: true },
    ];
    expect(planSave(rows, [a, b])).toEqual({ kind: 'batch', rows });
    expect(planSave([rows[1]], [b], { forceBatch: true })).toEqual({
      kind: 'batch',
      rows: [rows[1]],
    });
  });
});

describe('drafts', () => {
  it('needs both scores, whole numbers 0..9', () => {
    expect(isComplete({ home: '1', away: '' })).toBe(false);
    expect(isComplete({ home: '0', away: '9' })).toBe(true);
    expect(isComplete({ home: '10', away: '1' })).toBe(false);
    expect(toRow(4, { home: '2', away: '3', isBanker: true, lucky: false })).toEqual({
      match: 4,
      homeGoals: 2,
      awayGoals: 3,
      isBanker: true,
    });
  });

  it('lucky goals run from 0 to 5', () => {
    expect(luckyGoals(() => 0)).toBe(0);
    expect(luckyGoals(() => 0.999999)).toBe(5);
  });
});

describe('lucky picks', () => {
  const closed = makeMatch({ id: 3, predictionsClose: new Date(Date.now() - 1000).toISOString() });
  const locked = makeMatch({ id: 4, predictionsOpen: false });
  const saved = makeMatch({ id: 5, userPrediction: makeOwn({ id: 9 }) });
  const typed = makeMatch({ id: 6 });
  const open = [makeMatch({ id: 1 }), makeMatch({ id: 2 })];

  it('fill every open match in view with no saved prediction and no draft, never a banker', () => {
    const picks = luckyDrafts(
      [...open, closed, locked, saved, typed],
      { 6: { home: '1', away: '', isBanker: true, lucky: false } },
      () => 0.5,
    );
    expect(picks).toEqual({
      1: { home: '3', away: '3', isBanker: false, lucky: true },
      2: { home: '3', away: '3', isBanker: false, lucky: true },
    });
  });

  it('fill nothing when no match in view qualifies', () => {
    expect(luckyDrafts([closed, locked, saved], {})).toEqual({});
  });

  it('fill a draft whose only change is the banker (or whose scores were cleared), keeping its banker', () => {
    const picks = luckyDrafts(
      open,
      {
        1: { home: '', away: '', isBanker: true, lucky: false },
        2: { home: '', away: '', isBanker: false, lucky: false },
      },
      () => 0,
    );
    expect(picks).toEqual({
      1: { home: '0', away: '0', isBanker: true, lucky: true },
      2: { home: '0', away: '0', isBanker: false, lucky: true },
    });
  });

  it('leave a draft with one score typed, whether home or away', () => {
    const picks = luckyDrafts(open, {
      1: { home: '', away: '2', isBanker: false, lucky: false },
      2: { home: '0', away: '', isBanker: true, lucky: false },
    });
    expect(picks).toEqual({});
  });
});

describe('autoSubmits', () => {
  const complete = { home: '2', away: '1', isBanker: false, lucky: false };

  it('a new, complete prediction typed on an open match', () => {
    expect(autoSubmits(makeMatch({ id: 1 }), complete)).toBe(true);
    expect(autoSubmits(makeMatch({ id: 1 }), { ...complete, isBanker: true })).toBe(true);
  });

  it('never a saved prediction, a lucky pick, a half-typed score or a closed match', () => {
    const saved = makeMatch({ id: 1, userPrediction: makeOwn({ id: 9 }) });
    expect(autoSubmits(saved, complete)).toBe(false);
    expect(autoSubmits(makeMatch({ id: 1 }), { ...complete, lucky: true })).toBe(false);
    expect(autoSubmits(makeMatch({ id: 1 }), { ...complete, away: '' })).toBe(false);
    expect(autoSubmits(makeMatch({ id: 1 }), undefined)).toBe(false);
    expect(autoSubmits(makeMatch({ id: 1, predictionsOpen: false }), complete)).toBe(false);
  });
});

describe('weekMates', () => {
  it("names the other matches of the match's week only", () => {
    const week2 = { id: 12, name: 'Matchweek 2', matchWeek: 2 };
    const matches = [
      makeMatch({ id: 1 }),
      makeMatch({ id: 2 }),
      makeMatch({ id: 3, matchGroup: week2 }),
    ];
    expect(weekMates(matches[0], matches)).toEqual([2]);
  });
});
