import { useContext } from 'react';
import { timeZoneLabel, timeZoneOf, type TimeZoneName } from '@predictor/contracts/rules';
import { SessionContext } from './session/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Formatters made once: `toLocaleDateString(locale, options)` builds a new one at every call, which
 * costs a list of a hundred rows tens of milliseconds on a phone.
 */
const utc = (locale: string, options: Intl.DateTimeFormatOptions) => {
  // Made at first use: building one is costly too, and most pages use one or two of them.
  let formatter: Intl.DateTimeFormat | undefined;
  return (value: string | Date): string => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return 'Invalid Date';
    formatter ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return formatter.format(date);
  };
};
const longDate = utc('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = utc('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** 'August 2025' (en-GB month and year, UTC). */
export const formatMonthYear = utc('en-GB', { month: 'long', year: 'numeric' });

/** Month names, January first (month selectors of the leaderboards). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '10 August 2025' (en-GB long date, UTC). */
export function formatLongDate(value: string | Date): string {
  return longDate(value);
}

/** '9 Aug 2025 – 24 May 2026', or one side alone when the other is missing. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  const fmt = shortDate;
  if (start && end) return `${fmt(start)} – ${fmt(end)}`;
  if (start) return `From ${fmt(start)}`;
  if (end) return `Until ${fmt(end)}`;
  return null;
}

/** How a player reads times: in UTC (the spec's, and every guest's) or in UK time (BST/GMT), their profile's choice. */
export interface TimeChoice {
  ukTime: boolean;
}

/** Like `utc`, for a zone given at each call (a formatter per zone, made at first use). */
const zoned = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const made = new Map<TimeZoneName, Intl.DateTimeFormat>();
  return (zone: TimeZoneName): Intl.DateTimeFormat => {
    let formatter = made.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
      made.set(zone, formatter);
    }
    return formatter;
  };
};
const calendarDay = zoned('en-GB', { year: 'numeric', month: 'numeric', day: 'numeric' });
const zonedWeekdayDate = zoned('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const zonedMonthDay = zoned('en-US', { month: 'short', day: 'numeric' });
const zonedTime12 = zoned('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** The day number (days since 1970-01-01) of the date as a calendar in `zone` shows it. */
function dayNumber(date: Date, zone: TimeZoneName): number {
  const part = (type: string) =>
    Number(
      calendarDay(zone)
        .formatToParts(date)
        .find((p) => p.type === type)?.value,
    );
  return Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS);
}

/**
 * The two halves of a match time (spec §9): the day (Today, Tomorrow or Yesterday; weekday and date
 * from 2 to 21 days ahead; otherwise month and day) and the time in 12-hour form with its zone named
 * ('3:00 PM UTC'; in UK time '4:00 PM BST' or '3:00 PM GMT'), both in the player's zone.
 */
export function matchTimeParts(
  value: string | Date,
  { ukTime = false, now = new Date() }: Partial<TimeChoice> & { now?: Date } = {},
): { day: string; time: string } {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { day: 'Invalid Date', time: '' };
  const zone = timeZoneOf(ukTime);
  const time = `${zonedTime12(zone).format(date)} ${timeZoneLabel(date, ukTime)}`;
  return { day: dayLabel(date, dayNumber(date, zone) - dayNumber(now, zone), zone), time };
}

function dayLabel(date: Date, daysAhead: number, zone: TimeZoneName): string {
  if (daysAhead === 0) return 'Today';
  if (daysAhead === 1) return 'Tomorrow';
  if (daysAhead === -1) return 'Yesterday';
  if (daysAhead >= 2 && daysAhead <= 21) return zonedWeekdayDate(zone).format(date);
  return zonedMonthDay(zone).format(date);
}

/** A match's kick-off as every screen writes it: 'Sat 16 Aug · 3:00 PM UTC' ('· 4:00 PM BST' in UK time). */
export function formatMatchTime(
  value: string | Date,
  choice: Partial<TimeChoice> & { now?: Date } = {},
): string {
  const { day, time } = matchTimeParts(value, choice);
  return `${day} · ${time}`;
}

/** The signed-in player's choice of zone (preferences.ukTime); UTC for guests. */
export function useTimeChoice(): TimeChoice {
  const session = useContext(SessionContext);
  return { ukTime: session?.user?.preferences?.ukTime === true };
}
