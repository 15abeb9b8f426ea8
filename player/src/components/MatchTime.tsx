import { formatMatchTime, matchTimeParts, useTimeChoice } from '../lib/dates';

/**
 * A match's kick-off as every screen writes it ('Sat 16 Aug · 3:00 PM UTC'), in the player's zone
 * (UTC, or UK time when chosen on the profile). `part` shows only the day or only the time, for a
 * layout that puts them on two lines.
 */
export function MatchTime({
  value,
  now,
  part,
}: {
  value: string;
  now?: Date;
  part?: 'day' | 'time';
}) {
  const choice = { ...useTimeChoice(), now };
  const text = part ? matchTimeParts(value, choice)[part] : formatMatchTime(value, choice);
  return <time dateTime={value}>{text}</time>;
}
