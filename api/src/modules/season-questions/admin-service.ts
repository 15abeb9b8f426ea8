import type { Knex } from 'knex';
import type { TransactionOrKnex } from 'objection';
import { ADMIN_MESSAGES } from '@predictor/contracts';
import { questionOpen, SEASON_QUESTION_MESSAGES as M } from '@predictor/contracts/rules';
import {
  seasonQuestionSchema,
  type CreateSeasonQuestionInput,
  type SeasonQuestionAnswerInput,
} from '@predictor/contracts/schemas';
import { Season, SeasonAnswer, SeasonQuestion } from '../../models';
import {
  auditedChange,
  auditedCreate,
  auditedRemove,
  rowLoader,
  type AuditedResource,
} from '../../lib/audited-write';
import type { AppDeps } from '../../lib/context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { filterId, filterIds, pageOf, type ListParams } from '../../lib/simple-rest';
import { parseMerged } from '../../lib/validate';
import { rescoreSeasonBonus } from './bonus-sql';
import { presentAdminQuestion } from './presenter';
import { teamsOutsideSeason } from './teams';

/** API fields the back office may sort questions by. */
export const SEASON_QUESTION_SORTABLE: Record<string, string> = {
  id: 'season_questions.id',
  text: 'season_questions.text',
  deadline: 'season_questions.deadline',
  points: 'season_questions.points',
  seasonId: 'season_questions.seasonId',
  createdAt: 'season_questions.createdAt',
};

/** Questions with their season's name and how many players answered. */
function baseQuery(knex: TransactionOrKnex) {
  return SeasonQuestion.query(knex)
    .join('seasons', 'seasons.id', 'season_questions.seasonId')
    .select(
      'season_questions.*',
      'seasons.name as seasonName',
      SeasonQuestion.relatedQuery('answers').count().as('answerCount'),
    );
}

/** Filters: seasonId (or season), id (getMany). */
function filtered(knex: TransactionOrKnex, filter: Record<string, unknown>) {
  const query = baseQuery(knex);
  const ids = filterIds(filter);
  if (ids) query.whereIn('season_questions.id', ids);
  const seasonId = filterId(filter, 'seasonId') ?? filterId(filter, 'season');
  if (seasonId) query.where('season_questions.seasonId', seasonId);
  return query;
}

/** One page (simple-REST) with the total. */
export async function listPage(deps: AppDeps, params: ListParams) {
  const { rows, total } = await pageOf(
    filtered(deps.knex, params.filter),
    params,
    'season_questions.id',
  );
  return { rows: rows.map(presentAdminQuestion), total };
}

/** Every question matching the filter, by season, then deadline. */
export async function listAll(deps: AppDeps, filter: Record<string, unknown>) {
  const rows = await filtered(deps.knex, filter).orderBy([
    { column: 'season_questions.seasonId' },
    { column: 'season_questions.deadline' },
    { column: 'season_questions.id' },
  ]);
  return rows.map(presentAdminQuestion);
}

const load = rowLoader(baseQuery, M.questionNotFound, presentAdminQuestion);
type AdminQuestion = Awaited<ReturnType<typeof load>>;

/** One question as the back office shows it; 404 'Season question not found'. */
export const getOne = (deps: AppDeps, id: number) => load(deps.knex, id);

const QUESTIONS: AuditedResource<AdminQuestion> = {
  model: SeasonQuestion,
  resource: 'season-questions',
  notFoundMessage: M.questionNotFound,
  load,
};

/** "Before the season": its first kick-off, else the start of its start date (UTC). */
async function seasonStart(trx: Knex.Transaction, seasonId: number): Promise<Date> {
  const season = await Season.query(trx).findById(seasonId).select('startDate');
  if (!season) throw notFound(ADMIN_MESSAGES.seasonNotFound);
  const first = (await trx('matches').where({ seasonId }).min({ at: 'matchDate' }).first()) as {
    at: Date | null;
  };
  return first?.at
    ? new Date(first.at)
    : new Date(`${String(season.startDate).slice(0, 10)}T00:00:00Z`);
}

/** Creates a question of a season (audited); without a deadline it locks before the season. 404 for an unknown season. */
export function create(deps: AppDeps, actorId: number, input: CreateSeasonQuestionInput) {
  return auditedCreate(deps, QUESTIONS, actorId, async (trx) => ({
    seasonId: input.seasonId,
    text: input.text,
    points: input.points,
    picks: input.picks,
    deadline: input.deadline ?? (await seasonStart(trx, input.seasonId)),
  }));
}

/**
 * PUT: text, deadline, points and picks merged over the stored question and validated whole
 * (audited); the season never changes. The number of picks is fixed once a player has answered
 * (409); an answered question's deadline stays in the past (409), so no pick changes after scoring.
 * New points re-score the season's bonus in the same transaction.
 */
export function update(deps: AppDeps, actorId: number, id: number, body: unknown) {
  return auditedChange(deps, QUESTIONS, actorId, id, {
    action: 'update',
    apply: async (trx, before) => {
      const input = parseMerged(seasonQuestionSchema, before, body);
      if (input.picks !== before.picks && before.answerCount > 0)
        throw conflict(M.picksLocked, 'CONFLICT', { picks: M.picksLocked });
      if (before.answerTeamIds && questionOpen(input, deps.now()))
        throw conflict(ANSWERED_DEADLINE, 'CONFLICT', { deadline: ANSWERED_DEADLINE });
      await SeasonQuestion.query(trx).findById(id).patch(input);
      if (before.answerTeamIds && input.points !== before.points)
        await rescoreSeasonBonus(trx, before.seasonId);
    },
  });
}

const ANSWERED_DEADLINE = 'This question has an answer: its deadline must stay in the past';
const EARLY_ANSWER =
  'Set the answer once the deadline has passed: players may still change their picks';

/** Deletes a question with its players' picks (audited); their bonus points leave the season's table. */
export function remove(deps: AppDeps, actorId: number, id: number) {
  return auditedRemove(deps, QUESTIONS, actorId, id, async (trx) => {
    const question = await SeasonQuestion.query(trx).findById(id).select('seasonId');
    await SeasonAnswer.query(trx).where({ questionId: id }).delete();
    await rescoreSeasonBonus(trx, question!.seasonId);
  });
}

/**
 * POST /admin/season-questions/{id}/answer: sets, corrects or (null) takes back the right teams,
 * audited as `set_answer`, and re-scores the season's bonus points in the same transaction (set-based,
 * idempotent). Only once the deadline has passed (409); teams must play in the season (400).
 */
export function setAnswer(
  deps: AppDeps,
  actorId: number,
  id: number,
  input: SeasonQuestionAnswerInput,
) {
  return auditedChange(deps, QUESTIONS, actorId, id, {
    action: 'set_answer',
    apply: async (trx, before) => {
      const teamIds = input.teamIds;
      if (teamIds) {
        if (questionOpen(before, deps.now())) throw conflict(EARLY_ANSWER);
        if ((await teamsOutsideSeason(trx, before.seasonId, teamIds)).length > 0)
          throw badRequest(M.teamNotInSeason, { teamIds: M.teamNotInSeason });
      }
      await trx.raw(
        `UPDATE season_questions SET answer_team_ids = ?::integer[], answered_at = ?, updated_at = now()
         WHERE id = ?`,
        [teamIds, teamIds ? deps.now() : null, id],
      );
      await rescoreSeasonBonus(trx, before.seasonId);
    },
    audit: (before, after) => ({
      before: { answerTeamIds: before.answerTeamIds },
      after: { answerTeamIds: after.answerTeamIds },
    }),
  });
}
