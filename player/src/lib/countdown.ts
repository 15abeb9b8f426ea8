const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A deadline countdown (home's This round, a match card): 'Closes in 2d 4h', 'Closes in 3h 12m',
 * 'Closes in 12m', 'Closes in 45s'; 'Closed' once the time is up. Units are rounded down.
 */
export function formatCountdown(msLeft: number): string {
  if (msLeft <= 0) return 'Closed';
  if (msLeft < MINUTE) return `Closes in ${Math.floor(msLeft / SECOND)}s`;
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.floor((msLeft % HOUR) / MINUTE);
  if (days > 0) return `Closes in ${days}d ${hours}h`;
  if (hours > 0) return `Closes in ${hours}h ${minutes}m`;
  return `Closes in ${minutes}m`;
}

/**
 * How long until the countdown text next changes (units are rounded down, so the text changes 1 ms
 * after the time left passes a whole unit): every second under a minute, otherwise every minute,
 * on time; null once closed.
 */
export function nextTickDelay(msLeft: number): number | null {
  if (msLeft <= 0) return null;
  const unit = msLeft <= MINUTE ? SECOND : MINUTE;
  return (msLeft % unit) + 1;
}
