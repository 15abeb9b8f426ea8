import { ADMIN_MESSAGES, RESULT_GOALS_MAX } from '@predictor/contracts/admin';
import { VENUE_MAX_LENGTH } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';

/** Form values as react-admin holds them: ids and numbers may arrive as strings or null. */
type Values = Record<string, unknown>;
export type FieldErrors = Record<string, string>;
/** The season a match group belongs to, when known. */
export type GroupSeason = (groupId: number) => number | undefined;

const blank = (v: unknown) => v === undefined || v === null || v === '';
const asNumber = (v: unknown) => (blank(v) ? undefined : Number(v));

/** Venue at most 100 characters, match week optional and a whole number of at least 1. */
function optionalFields(values: Values, errors: FieldErrors) {
  if (typeof values.venue === 'string' && values.venue.trim().length > VENUE_MAX_LENGTH)
    errors.venue = ADMIN_MESSAGES.venueTooLong;
  const week = asNumber(values.matchWeek);
  if (week !== undefined && !(Number.isInteger(week) && week >= 1))
    errors.matchWeek = ADMIN_MESSAGES.matchWeekMin;
}

/** Predictions close strictly before kick-off (both ISO instants). */
function closeBeforeStart(values: Values, errors: FieldErrors) {
  const { matchDate, predictionsClose } = values;
  if (typeof matchDate !== 'string' || typeof predictionsClose !== 'string') return;
  if (new Date(predictionsClose).getTime() >= new Date(matchDate).getTime())
    errors.predictionsClose = MESSAGES.closeBeforeStart;
}

function groupInSeason(
  values: Values,
  field: string,
  seasonId: number | undefined,
  groupSeason: GroupSeason,
  errors: FieldErrors,
) {
  const groupId = asNumber(values[field]);
  if (groupId === undefined || seasonId === undefined || errors[field]) return;
  const owner = groupSeason(groupId);
  if (owner !== undefined && owner !== seasonId) errors[field] = MESSAGES.groupNotInSeason;
}

/**
 * Create match (admin spec §5): season, match group, both teams and both date-times required;
 * different teams; predictions close before the match starts; the group in the chosen season;
 * venue and match week limits. The server checks the same and answers the same texts.
 */
export function matchCreateErrors(values: Values, groupSeason: GroupSeason): FieldErrors {
  const errors: FieldErrors = {};
  const required: [string, string][] = [
    ['season', ADMIN_MESSAGES.seasonRequired],
    ['matchGroup', ADMIN_MESSAGES.matchGroupRequired],
    ['homeTeam', ADMIN_MESSAGES.homeTeamRequired],
    ['awayTeam', ADMIN_MESSAGES.awayTeamRequired],
    ['matchDate', ADMIN_MESSAGES.matchDateRequired],
    ['predictionsClose', ADMIN_MESSAGES.predictionsCloseRequired],
  ];
  for (const [field, message] of required) if (blank(values[field])) errors[field] = message;
  if (
    !errors.homeTeam &&
    !errors.awayTeam &&
    asNumber(values.homeTeam) === asNumber(values.awayTeam)
  )
    errors.awayTeam = MESSAGES.homeAwaySame;
  closeBeforeStart(values, errors);
  groupInSeason(values, 'matchGroup', asNumber(values.season), groupSeason, errors);
  optionalFields(values, errors);
  return errors;
}

/**
 * Edit match (§5): both date-times, group and status required; the same date rule; the group of
 * the match's own season; venue and match week limits.
 */
export function matchEditErrors(
  values: Values,
  seasonId: number | undefined,
  groupSeason: GroupSeason,
): FieldErrors {
  const errors: FieldErrors = {};
  const required: [string, string][] = [
    ['matchDate', ADMIN_MESSAGES.matchDateRequired],
    ['predictionsClose', ADMIN_MESSAGES.predictionsCloseRequired],
    ['matchGroupId', ADMIN_MESSAGES.matchGroupRequired],
    ['status', ADMIN_MESSAGES.statusRequired],
  ];
  for (const [field, message] of required) if (blank(values[field])) errors[field] = message;
  closeBeforeStart(values, errors);
  groupInSeason(values, 'matchGroupId', seasonId, groupSeason, errors);
  optionalFields(values, errors);
  return errors;
}

/** One goal count's problem: none for a whole number from 0 to the API's limit. */
export function goalsProblem(goals: number): string | undefined {
  return Number.isInteger(goals) && goals >= 0 && goals <= RESULT_GOALS_MAX
    ? undefined
    : ADMIN_MESSAGES.goalsInvalid;
}

/** Set result (§5): both goal counts required whole numbers of at least 0. */
export function resultErrors(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['homeGoals', 'awayGoals']) {
    const goals = asNumber(values[field]);
    const problem = goals === undefined ? ADMIN_MESSAGES.goalsRequired : goalsProblem(goals);
    if (problem) errors[field] = problem;
  }
  return errors;
}
