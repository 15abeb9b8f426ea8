/**
 * Predictions close strictly before kick-off (players' and admin specs; the database's check
 * `matches_close_before_kickoff_check` says the same). The admin match schemas refine with it.
 */
export function closesBeforeKickOff(match: {
  predictionsClose: Date | string;
  matchDate: Date | string;
}): boolean {
  return new Date(match.predictionsClose).getTime() < new Date(match.matchDate).getTime();
}
