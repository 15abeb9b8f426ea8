/**
 * Deadlines are stored and compared in UTC; e-mails show them in UK time, with GMT or BST named so a
 * date either side of the clock change reads right.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** e.g. "Sunday 29 March 2026, 13:30 BST". */
export function ukDateTime(date: Date): string {
  const part = Object.fromEntries(FORMAT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.timeZoneName}`;
}
