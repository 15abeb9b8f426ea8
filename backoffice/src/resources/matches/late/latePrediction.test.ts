import { describe, expect, it } from 'vitest';
import { LATE_PREDICTION_MESSAGES as M } from '@predictor/contracts/admin';
import { takesLatePrediction } from '@predictor/contracts/rules';
import { lateDraftErrors, savedMessage } from './latePrediction';

const NOW = new Date('2026-11-21T16:00:00Z');

describe('late predictions in the back office', () => {
  it("are offered once a match no longer takes predictions (the API's rule), never for a cancelled match", () => {
    const closed = { predictionsClose: '2026-11-21T14:59:00Z', status: 'finished' };
    expect(takesLatePrediction(closed, NOW)).toBe(true);
    expect(takesLatePrediction({ ...closed, status: 'scheduled' }, NOW)).toBe(true);
    expect(takesLatePrediction({ ...closed, predictionsClose: '2026-11-21T16:00:00Z' }, NOW)).toBe(
      true,
    );
    const open = { predictionsClose: '2026-11-21T16:01:00Z', status: 'scheduled' };
    expect(takesLatePrediction(open, NOW)).toBe(false);
    // Finished before its deadline: no longer open, so the API takes a late prediction.
    expect(takesLatePrediction({ ...open, status: 'finished' }, NOW)).toBe(true);
    expect(takesLatePrediction({ ...closed, status: 'cancelled' }, NOW)).toBe(false);
  });

  it('need a player, whole goals of 0 to 99 and a reason', () => {
    expect(
      lateDraftErrors({ userId: 3, homeGoals: '2', awayGoals: '0', reason: 'Phoned in' }),
    ).toEqual({});
    expect(
      lateDraftErrors({ userId: null, homeGoals: '-1', awayGoals: '1.5', reason: '  ' }),
    ).toEqual({
      userId: M.userRequired,
      homeGoals: 'Goals must be whole numbers of 0 or more',
      awayGoals: 'Goals must be whole numbers of 0 or more',
      reason: M.reasonRequired,
    });
    expect(
      lateDraftErrors({ userId: 3, homeGoals: '100', awayGoals: '', reason: 'x' }),
    ).toMatchObject({
      homeGoals: expect.any(String),
      awayGoals: expect.any(String),
    });
  });

  it('say how many points a scored prediction earned', () => {
    const prediction = {
      id: 1,
      userId: 2,
      matchId: 3,
      homeGoals: 1,
      awayGoals: 0,
      isBanker: false,
      enteredByAdmin: true,
    };
    expect(
      savedMessage({ created: true, prediction: { ...prediction, points: 0, isScored: false } }),
    ).toBe(M.saved);
    expect(
      savedMessage({ created: true, prediction: { ...prediction, points: 3, isScored: true } }),
    ).toBe(`${M.saved}: 3 points`);
    expect(
      savedMessage({ created: false, prediction: { ...prediction, points: 1, isScored: true } }),
    ).toBe(`${M.saved}: 1 point`);
  });
});
