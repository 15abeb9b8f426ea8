/**
 * Match date-times are typed into local date-time inputs (`YYYY-MM-DDTHH:mm`) that mean UTC (admin
 * spec §5), whatever the browser's zone: these convert both ways without the browser's offset.
 */

/** An ISO instant as the value of a datetime-local input, in UTC ('' when absent or invalid). */
export function toUtcInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A datetime-local value read as UTC, as an ISO instant (null when empty or invalid). */
export function fromUtcInput(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(`${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Today's date in UTC (YYYY-MM-DD), the day the API's date filter means. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Sat, 16 Aug 2025' of an instant, in UTC. */
export const formatUtcDate = (iso: string) => dateFormat.format(new Date(iso));
/** '15:00' of an instant, in UTC. */
export const formatUtcTime = (iso: string) => timeFormat.format(new Date(iso));
