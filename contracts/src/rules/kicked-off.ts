/**
 * A result exists only once its match has kicked off: before `matchDate` a result is refused
 * (RESULT_BEFORE_KICK_OFF) unless the admin ticks "Record a result before kick-off" (e.g. an
 * awarded match). The API refuses with it; the back office offers the tick with it.
 */
export function hasKickedOff(
  match: { matchDate: Date | string },
  now: Date | number = Date.now(),
): boolean {
  return new Date(match.matchDate).getTime() <= new Date(now).getTime();
}
