import { describe, expect, it } from 'vitest';
import { makeMatch, makeOwn } from '../../../test/predictions';
import type { Draft } from './drafts';
import { draftsReducer, noDrafts, type DraftsState } from './draftsState';

const draft = (home: string, away: string, isBanker = false): Draft => ({
  home,
  away,
  isBanker,
  lucky: false,
});

describe('draftsReducer', () => {
  it('keeps an edit and clears its error; an edit back to the saved prediction is no draft', () => {
    const saved = makeMatch({
      id: 1,
      userPrediction: makeOwn({ id: 5, homeGoals: 1, awayGoals: 0 }),
    });
    const failed: DraftsState = { ...noDrafts, errors: { 1: 'Failed', 2: 'Other' } };
    const edited = draftsReducer(failed, { type: 'edited', match: saved, draft: draft('2', '0') });
    expect(edited.drafts).toEqual({ 1: draft('2', '0') });
    expect(edited.errors).toEqual({ 2: 'Other' });
    const back = draftsReducer(edited, { type: 'edited', match: saved, draft: draft('1', '0') });
    expect(back.drafts).toEqual({});
  });

  it('placing a banker takes it off the other drafts named, leaving their scores', () => {
    const state: DraftsState = {
      ...noDrafts,
      drafts: { 2: draft('1', '1', true), 3: draft('0', '2', true) },
    };
    const next = draftsReducer(state, {
      type: 'edited',
      match: makeMatch({ id: 1 }),
      draft: draft('3', '0', true),
      unbank: [2, 4],
    });
    expect(next.drafts).toEqual({
      1: draft('3', '0', true),
      2: draft('1', '1', false),
      3: draft('0', '2', true),
    });
  });

  it('after a save drops only drafts still equal to what was sent', () => {
    const state: DraftsState = {
      ...noDrafts,
      drafts: { 1: draft('2', '1'), 2: draft('3', '3') },
      saving: new Set([1, 2]),
    };
    const sent = draftsReducer(state, {
      type: 'sent',
      rows: [
        { match: 1, homeGoals: 2, awayGoals: 1, isBanker: false },
        { match: 2, homeGoals: 0, awayGoals: 0, isBanker: false },
      ],
    });
    expect(sent.drafts).toEqual({ 2: draft('3', '3') });
    expect([...draftsReducer(sent, { type: 'settled', matchIds: [1, 2] }).saving]).toEqual([]);
  });

  it('sending clears the errors of the rows sent and marks them saving; reset drops draft and error', () => {
    const state: DraftsState = {
      drafts: { 1: draft('1', '') },
      errors: { 1: 'Please enter valid scores (0 or greater)', 2: 'Closed' },
      saving: new Set(),
    };
    const sending = draftsReducer(state, { type: 'sending', matchIds: [2] });
    expect(sending.errors).toEqual({ 1: 'Please enter valid scores (0 or greater)' });
    expect([...sending.saving]).toEqual([2]);
    const reset = draftsReducer(sending, { type: 'reset', matchId: 1 });
    expect(reset.drafts).toEqual({});
    expect(reset.errors).toEqual({});
  });
});
