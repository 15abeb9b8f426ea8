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
const weekdayDate = utc('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });
const monthDay = utc('en-US', { month: 'short', day: 'numeric' });
const time12 = utc('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

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

function utcDayNumber(date: Date): number {
  return Math.floor(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS,
  );
}

/**
 * Day label of a match: Today, Tomorrow or Yesterday; weekday and date from 2 to 21 days ahead;
 * otherwise month and day (UTC).
 */
export function formatDayLabel(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const diff = utcDayNumber(date) - utcDayNumber(now);
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  if (diff === -1) return 'Yesterday';
  if (diff >= 2 && diff <= 21) {
    return weekdayDate(date);
  }
  return monthDay(date);
}

/** '3:00 PM' in 12-hour form, UTC. */
export function formatTime(value: string | Date): string {
  return time12(value);
}
