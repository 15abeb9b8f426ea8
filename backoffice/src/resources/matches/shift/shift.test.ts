import { describe, expect, it } from 'vitest';
import { shiftMinutes, shiftPreview } from './shift';

describe('shiftMinutes', () => {
  it('converts minutes, hours and days to minutes; negative moves earlier', () => {
    expect(shiftMinutes('45', 'minutes')).toEqual({ ok: true, minutes: 45 });
    expect(shiftMinutes('2', 'hours')).toEqual({ ok: true, minutes: 120 });
    expect(shiftMinutes('-3', 'days')).toEqual({ ok: true, minutes: -4320 });
  });

  it('refuses blanks, fractions, zero and more than a year either way', () => {
    expect(shiftMinutes('', 'hours')).toEqual({ ok: false, message: 'Enter a whole number' });
    expect(shiftMinutes('1.5', 'hours')).toEqual({ ok: false, message: 'Enter a whole number' });
    expect(shiftMinutes('0', 'days')).toEqual({
      ok: false,
      message: 'Enter an amount other than 0',
    });
    expect(shiftMinutes('365', 'days')).toEqual({ ok: true, minutes: 525_600 });
    expect(shiftMinutes('-366', 'days')).toEqual({
      ok: false,
      message: 'At most 365 days either way',
    });
  });
});

describe('shiftPreview', () => {
  const match = (id: number, home: string, matchDate: string, predictionsClose: string) => ({
    id,
    homeTeam: { id: id * 10, name: home },
    awayTeam: { id: id * 10 + 1, name: 'Chelsea' },
    matchDate,
    predictionsClose,
  });

  it('moves kick-off and predictions close by the minutes, listed by kick-off', () => {
    const rows = shiftPreview(
      [
        match(2, 'Everton', '2030-08-17T23:30:00.000Z', '2030-08-17T23:29:00.000Z'),
        match(1, 'Arsenal', '2030-08-16T15:00:00.000Z', '2030-08-16T14:00:00.000Z'),
      ],
      120,
    );
    expect(rows).toEqual([
      {
        id: 1,
        label: 'Arsenal v Chelsea',
        kickOff: { before: '2030-08-16T15:00:00.000Z', after: '2030-08-16T17:00:00.000Z' },
        predictionsClose: {
          before: '2030-08-16T14:00:00.000Z',
          after: '2030-08-16T16:00:00.000Z',
        },
      },
      {
        id: 2,
        label: 'Everton v Chelsea',
        kickOff: { before: '2030-08-17T23:30:00.000Z', after: '2030-08-18T01:30:00.000Z' },
        predictionsClose: {
          before: '2030-08-17T23:29:00.000Z',
          after: '2030-08-18T01:29:00.000Z',
        },
      },
    ]);
  });

  it('moves earlier with negative minutes', () => {
    const [row] = shiftPreview(
      [match(1, 'Arsenal', '2030-08-16T15:00:00.000Z', '2030-08-16T14:00:00.000Z')],
      -1440,
    );
    expect(row.kickOff.after).toBe('2030-08-15T15:00:00.000Z');
    expect(row.predictionsClose.after).toBe('2030-08-15T14:00:00.000Z');
  });
});
