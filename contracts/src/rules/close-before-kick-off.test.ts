import { describe, expect, it } from 'vitest';
import { closesBeforeKickOff } from './close-before-kick-off';

describe('predictions close before kick-off', () => {
  const matchDate = '2030-03-01T15:00:00.000Z';
  it.each([
    { close: '2030-03-01T14:59:59.999Z', ok: true },
    { close: matchDate, ok: false },
    { close: '2030-03-01T15:00:00.001Z', ok: false },
  ])('closing at $close: $ok', ({ close, ok }) => {
    expect(closesBeforeKickOff({ predictionsClose: close, matchDate })).toBe(ok);
    expect(
      closesBeforeKickOff({ predictionsClose: new Date(close), matchDate: new Date(matchDate) }),
    ).toBe(ok);
  });

  it('compares instants, not the text of different offsets', () => {
    expect(
      closesBeforeKickOff({
        predictionsClose: '2030-03-01T15:30:00+01:00',
        matchDate: '2030-03-01T15:00:00Z',
      }),
    ).toBe(true);
  });
});
