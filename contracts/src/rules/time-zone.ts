/**
 * The zone a player reads times in. Times are stored and compared in UTC and the players' spec
 * prints them in UTC; a player may choose UK time in their profile (preferences.ukTime), which the
 * player site and the e-mails both follow. Either way the zone is named beside the time.
 */
export const TIME_ZONES = { utc: 'UTC', uk: 'Europe/London' } as const;
export type TimeZoneName = (typeof TIME_ZONES)[keyof typeof TIME_ZONES];

/** 'Europe/London' when the player chose UK time, else 'UTC'. */
export function timeZoneOf(ukTime: boolean): TimeZoneName {
  return ukTime ? TIME_ZONES.uk : TIME_ZONES.utc;
}

// en-GB names the UK's zones BST and GMT (en-US would write GMT+1); made once per zone.
const labels = new Map<TimeZoneName, Intl.DateTimeFormat>();

/** The zone's name at that instant: 'UTC', or 'BST' / 'GMT' in UK time (either side of a clock change). */
export function timeZoneLabel(date: Date, ukTime: boolean): string {
  const zone = timeZoneOf(ukTime);
  let format = labels.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
    labels.set(zone, format);
  }
  return format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
