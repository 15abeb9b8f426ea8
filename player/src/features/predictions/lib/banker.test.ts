import { describe, expect, it } from 'vitest';
import { makeMatch, makeOwn } from '../../../test/predictions';
import { bankerChoice, bankerMoveQuestion, bankerStuckMessage, savedBanker } from './banker';

const week2 = { id: 12, name: 'Matchweek 2', matchWeek: 2 };
const past = new Date(Date.now() - 60_000).toISOString();
const banked = (id: number, extra = {}) => makeOwn({ id, isBanker: true, ...extra });

describe('bankerChoice', () => {
  const target = makeMatch({ id: 1 });

  it('is free when no other match of the week holds the banker', () => {
    const otherWeek = makeMatch({ id: 2, matchGroup: week2, userPrediction: banked(5) });
    expect(bankerChoice(target, [target, otherWeek, makeMatch({ id: 3 })], {})).toEqual({
      kind: 'free',
    });
  });

  it('asks to move a saved banker of an open match, unless its draft took it off', () => {
    const holder = makeMatch({ id: 2, userPrediction: banked(5) });
    expect(bankerChoice(target, [target, holder], {})).toEqual({ kind: 'move', from: holder });
    const unbanked = { 2: { home: '1', away: '0', isBanker: false, lucky: false } };
    expect(bankerChoice(target, [target, holder], unbanked)).toEqual({ kind: 'free' });
  });

  it('asks to move a banker only typed on another card (a draft)', () => {
    const other = makeMatch({ id: 2 });
    const drafts = { 2: { home: '', away: '', isBanker: true, lucky: false } };
    expect(bankerChoice(target, [target, other], drafts)).toEqual({ kind: 'move', from: other });
  });

  it('is stuck when a closed match of the week holds the saved banker; a void one holds none', () => {
    const holder = makeMatch({ id: 2, predictionsClose: past, userPrediction: banked(5) });
    expect(bankerChoice(target, [target, holder], {})).toEqual({ kind: 'stuck', holder });
    const voided = makeMatch({
      id: 3,
      status: 'cancelled',
      userPrediction: banked(6, { isVoid: true }),
    });
    expect(bankerChoice(target, [target, voided], {})).toEqual({ kind: 'free' });
  });

  it('is free when taking the banker off, or for a match outside any week', () => {
    const holder = makeMatch({ id: 2, userPrediction: banked(5) });
    const mine = makeMatch({ id: 1, userPrediction: banked(4) });
    expect(bankerChoice(mine, [mine, holder], {})).toEqual({ kind: 'free' });
    const loose = makeMatch({ id: 3, matchGroup: null });
    expect(bankerChoice(loose, [loose, holder], {})).toEqual({ kind: 'free' });
  });
});

describe('banker words', () => {
  const from = makeMatch({ id: 1 });
  const to = makeMatch({ id: 2 });

  it('asks the question of the issue and says why a banker cannot move', () => {
    expect(bankerMoveQuestion(from, to)).toBe(
      'Move your banker from Home 1 v Away 1 to Home 2 v Away 2?',
    );
    expect(bankerStuckMessage(from)).toBe(
      'Your banker stays on Home 1 v Away 1: predictions for that match have closed.',
    );
  });

  it("names the round's saved banker, never a void one", () => {
    const voided = makeMatch({ id: 3, userPrediction: banked(7, { isVoid: true }) });
    const holder = makeMatch({ id: 4, userPrediction: banked(8) });
    expect(savedBanker([from, voided, holder])).toBe(holder);
    expect(savedBanker([from, voided])).toBeNull();
  });
});
