import { timeZoneLabel, timeZoneOf, type TimeZoneName } from '@predictor/contracts/rules';

/**
 * Deadlines are stored and compared in UTC; e-mails show them in the player's choice of zone
 * (preferences.ukTime): UK time with GMT or BST named, so a date either side of the clock change
 * reads right, or UTC, labelled.
 */
const formats = new Map<TimeZoneName, Intl.DateTimeFormat>();

function formatIn(zone: TimeZoneName): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

/** e.g. "Sunday 29 March 2026, 13:30 BST" in UK time, "Sunday 29 March 2026, 12:30 UTC" otherwise. */
export function mailDateTime(date: Date, ukTime: boolean): string {
  const parts = formatIn(timeZoneOf(ukTime)).formatToParts(date);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${timeZoneLabel(date, ukTime)}`;
}
