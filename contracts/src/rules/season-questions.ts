/*
 * Season predictions (issue 31 item 4): bonus questions of a season ("Champion", "Relegated clubs")
 * answered with the season's teams before a deadline. The limits, the words both apps and the API
 * show, and the two rules the API and the player site share; the scoring SQL lives in
 * api/src/modules/season-questions/bonus-sql.ts and is checked by an independent oracle.
 */

/** Limits of a question: its text, points per correct team, and how many teams a player picks. */
export const SEASON_QUESTION_LIMITS = {
  textMax: 200,
  pointsMin: 1,
  pointsMax: 100,
  picksMin: 1,
  picksMax: 10,
} as const;

/** The leaderboard period that holds a player's bonus points in a season's scope (not a month). */
export const BONUS_PERIOD = 'bonus';

export const SEASON_QUESTION_MESSAGES = {
  textRequired: 'Question is required',
  textTooLong: `Question must be at most ${SEASON_QUESTION_LIMITS.textMax} characters`,
  pointsRange: `Points must be a whole number from ${SEASON_QUESTION_LIMITS.pointsMin} to ${SEASON_QUESTION_LIMITS.pointsMax}`,
  picksRange: `Teams to pick must be a whole number from ${SEASON_QUESTION_LIMITS.picksMin} to ${SEASON_QUESTION_LIMITS.picksMax}`,
  deadlineRequired: 'Deadline is required',
  teamsRequired: 'Pick at least one team',
  teamsDistinct: 'Pick each team once',
  teamsTooMany: `Pick at most ${SEASON_QUESTION_LIMITS.picksMax} teams`,
  wrongPickCount: (picks: number) => `Pick exactly ${picks} ${picks === 1 ? 'team' : 'teams'}`,
  teamNotInSeason: 'Pick teams that play in this season',
  questionNotFound: 'Season question not found',
  closed: 'Answers to this question are locked: its deadline has passed',
  picksLocked: 'Players have answered this question: the number of teams to pick cannot change',
  seasonChange: 'A question stays in its season',
} as const;

type Deadline = { deadline: Date | string };

/** A question takes answers strictly before its deadline (at the deadline itself it is locked). */
export function questionOpen(question: Deadline, now: Date): boolean {
  return new Date(question.deadline).getTime() > now.getTime();
}

/**
 * The points a player's picks win once the admin has set the answer: `points` for each picked team
 * in the answer (null while the question has no answer, or the player gave none).
 */
export function bonusPoints(
  question: { points: number; answerTeamIds: readonly number[] | null },
  picks: readonly number[] | null,
): number | null {
  if (!question.answerTeamIds || !picks) return null;
  const answer = new Set(question.answerTeamIds);
  return question.points * picks.filter((team) => answer.has(team)).length;
}
