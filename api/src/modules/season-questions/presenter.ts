import type { Presented } from '@predictor/contracts/types';
import { bonusPoints, questionOpen } from '@predictor/contracts/rules';
import type { SeasonQuestion } from '../../models';

/** What the caller and the crowd gave for one question (the crowd's picks only after the deadline). */
export type QuestionContext = {
  mine: number[] | null;
  answers: number;
  pickCounts: { teamId: number; count: number }[] | null;
};

/** A question as a player sees it (see contracts' seasonQuestionResponseSchema). */
export function presentQuestion(
  question: SeasonQuestion,
  context: QuestionContext,
  now: Date,
): Presented<'SeasonQuestion'> {
  const open = questionOpen(question, now);
  return {
    id: question.id,
    seasonId: question.seasonId,
    text: question.text,
    deadline: question.deadline,
    points: question.points,
    picks: question.picks,
    open,
    answerTeamIds: question.answerTeamIds,
    myTeamIds: context.mine,
    myPoints: bonusPoints(question, context.mine),
    answers: context.answers,
    pickCounts: open ? null : (context.pickCounts ?? []),
  };
}

/** A question as the back office reads it, with its season's name and how many players answered. */
export function presentAdminQuestion(
  question: SeasonQuestion & { seasonName?: string; answerCount?: number | string },
): Presented<'AdminSeasonQuestion'> {
  return {
    id: question.id,
    seasonId: question.seasonId,
    season: { id: question.seasonId, name: question.seasonName ?? '' },
    text: question.text,
    deadline: question.deadline,
    points: question.points,
    picks: question.picks,
    answerTeamIds: question.answerTeamIds,
    answeredAt: question.answeredAt,
    answerCount: Number(question.answerCount ?? 0),
    createdAt: question.createdAt,
    updatedAt: question.updatedAt,
  };
}
