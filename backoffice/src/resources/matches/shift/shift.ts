import { SHIFT_MINUTES_MAX } from '@predictor/contracts/admin';
import type { AdminMatch } from '@predictor/contracts/types';

export const SHIFT_UNITS = ['minutes', 'hours', 'days'] as const;
export type ShiftUnit = (typeof SHIFT_UNITS)[number];

const MINUTES_PER: Record<ShiftUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };

/**
 * The shift in minutes for an amount typed in a unit (negative moves earlier), or the reason it
 * cannot be sent: a whole, non-zero number within the API's limit.
 */
export function shiftMinutes(
  amount: string,
  unit: ShiftUnit,
): { ok: true; minutes: number } | { ok: false; message: string } {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(value))
    return { ok: false, message: 'Enter a whole number' };
  if (value === 0) return { ok: false, message: 'Enter an amount other than 0' };
  const minutes = value * MINUTES_PER[unit];
  if (Math.abs(minutes) > SHIFT_MINUTES_MAX)
    return {
      ok: false,
      message: `At most ${SHIFT_MINUTES_MAX / MINUTES_PER.days} days either way`,
    };
  return { ok: true, minutes };
}

export type ShiftPreviewRow = {
  id: AdminMatch['id'];
  label: string;
  kickOff: { before: string; after: string };
  predictionsClose: { before: string; after: string };
};

const moved = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

/** Each match's kick-off and predictions close before and after moving by `minutes`, by kick-off. */
export function shiftPreview(
  matches: (Pick<AdminMatch, 'id' | 'matchDate' | 'predictionsClose'> & {
    homeTeam: { name: string };
    awayTeam: { name: string };
  })[],
  minutes: number,
): ShiftPreviewRow[] {
  return [...matches]
    .sort((a, b) => a.matchDate.localeCompare(b.matchDate))
    .map((m) => ({
      id: m.id,
      label: `${m.homeTeam.name} v ${m.awayTeam.name}`,
      kickOff: { before: m.matchDate, after: moved(m.matchDate, minutes) },
      predictionsClose: { before: m.predictionsClose, after: moved(m.predictionsClose, minutes) },
    }));
}
