import { z } from 'zod';
import {
  adminSeasonQuestionSchema,
  createSeasonQuestionSchema,
  seasonAnswerSchema,
  seasonQuestionAnswerSchema,
  seasonQuestionResponseSchema,
  seasonQuestionSchema,
  seasonQuestionsSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { json, partialBody, route, type Access, type RouteContract } from './types';

const admin = { tag: 'Admin', access: 'admin' as Access };
const path = '/admin/season-questions';

/** Season predictions (issue 31 item 4): players' questions and answers, the admin's questions and answers. */
export const seasonQuestionRoutes: RouteContract[] = [
  route('GET', '/seasons/:id/questions', "A season's bonus questions with its teams", {
    tag: 'Season predictions',
    access: 'optional',
    responses: json(seasonQuestionsSchema),
    errors: { 404: 'NOT_FOUND: Season not found' },
  }),
  route('PUT', '/seasons/:id/questions/:questionId/answer', "Save the caller's picks", {
    tag: 'Season predictions',
    access: 'user',
    body: seasonAnswerSchema,
    responses: json(seasonQuestionResponseSchema),
    errors: {
      400: 'QUESTION_CLOSED: the deadline has passed; VALIDATION: wrong number of teams, or a team outside the season',
      404: 'NOT_FOUND: no such question in this season',
    },
  }),

  route('GET', path, 'Season question list (plain filters or simple-REST)', {
    ...admin,
    query: q.adminMatchGroupsQuery,
    responses: json(z.array(adminSeasonQuestionSchema)),
  }),
  route('GET', `${path}/:id`, 'One season question', {
    ...admin,
    responses: json(adminSeasonQuestionSchema),
  }),
  route('POST', path, 'Create a season question (deadline left out: before the season)', {
    ...admin,
    body: createSeasonQuestionSchema,
    responses: { 201: adminSeasonQuestionSchema },
  }),
  route('PUT', `${path}/:id`, 'Update a season question (whole or partial; re-scored)', {
    ...admin,
    body: partialBody(seasonQuestionSchema),
    responses: json(adminSeasonQuestionSchema),
    errors: { 409: 'CONFLICT: picks changed after answers, or an answered question reopened' },
  }),
  route(
    'DELETE',
    `${path}/:id`,
    'Delete a season question and its answers; answers the deleted record',
    {
      ...admin,
      responses: json(adminSeasonQuestionSchema),
    },
  ),
  route(
    'POST',
    `${path}/:id/answer`,
    "Set, correct or take back a question's answer (scores the season's bonus)",
    {
      ...admin,
      body: seasonQuestionAnswerSchema,
      responses: json(adminSeasonQuestionSchema),
      errors: { 409: 'CONFLICT: the deadline has not passed yet' },
    },
  ),
];
