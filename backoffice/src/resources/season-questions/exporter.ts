import type { AdminSeasonQuestion } from '@predictor/contracts/types';
import { csvExporter } from '../../lib/csv';

/** The season questions CSV: every filtered question with its season, deadline, points and answers. */
export function seasonQuestionRows(records: AdminSeasonQuestion[]) {
  return records.map((question) => ({
    id: question.id,
    season: question.season.name,
    text: question.text,
    deadline: question.deadline,
    points: question.points,
    picks: question.picks,
    answers: question.answerCount,
    answered: question.answerTeamIds ? 'yes' : 'no',
    answeredAt: question.answeredAt ?? '',
  }));
}

export const seasonQuestionExporter = csvExporter(seasonQuestionRows, 'season-questions');
