import { describe, expect, it } from 'vitest';
import { MATCH_STATUSES } from '../constants';
import { deadlinePassed, isOpenForPredictions, matchPhase, takesLatePrediction } from './open';

const CLOSE = '2030-03-01T14:00:00.000Z';
const KICK_OFF = '2030-03-01T15:00:00.000Z';
const at = (offsetMs: number, from = CLOSE) => new Date(Date.parse(from) + offsetMs);

describe('open for predictions', () => {
  it.each(MATCH_STATUSES)(
    'a %s match: open just before its deadline only, when not cancelled or finished',
    (status) => {
      const match = { status, predictionsClose: CLOSE, matchDate: KICK_OFF };
      const takes = status !== 'cancelled' && status !== 'finished';
      expect(isOpenForPredictions(match, at(-1))).toBe(takes);
      expect(isOpenForPredictions(match, at(0))).toBe(false);
      expect(isOpenForPredictions(match, at(1))).toBe(false);
    },
  );

  it('the deadline has passed at predictionsClose itself, not a millisecond before', () => {
    const match = { predictionsClose: new Date(CLOSE) };
    expect(deadlinePassed(match, at(-1))).toBe(false);
    expect(deadlinePassed(match, at(0))).toBe(true);
    expect(deadlinePassed(match, at(1))).toBe(true);
  });

  it('takes a late prediction once a match no longer takes predictions, never for a cancelled one', () => {
    const match = (status: string) => ({ status, predictionsClose: CLOSE });
    expect(takesLatePrediction(match('scheduled'), at(-1))).toBe(false);
    expect(takesLatePrediction(match('scheduled'), at(0))).toBe(true);
    expect(takesLatePrediction(match('finished'), at(-1))).toBe(true);
    expect(takesLatePrediction(match('cancelled'), at(1))).toBe(false);
  });

  it('tells the phase: upcoming before the deadline, closed until kick-off, played from kick-off', () => {
    const match = { predictionsClose: CLOSE, matchDate: KICK_OFF };
    expect(matchPhase(match, at(-1))).toBe('upcoming');
    expect(matchPhase(match, at(0))).toBe('closed');
    expect(matchPhase(match, at(-1, KICK_OFF))).toBe('closed');
    expect(matchPhase(match, at(0, KICK_OFF))).toBe('played');
  });
});
