import { z } from 'zod';
import {
  adminMatchGroupSchema,
  adminMatchSchema,
  currentPredictionSchema,
  latePredictionResultSchema,
  latePredictionSchema,
  adminPasswordSchema,
  adminRoleSchema,
  adminSeasonSchema,
  adminTeamSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  auditEventSchema,
  bulkResultsSchema,
  competitionResponseSchema,
  competitionSchema,
  createMatchSchema,
  dashboardActivitySchema,
  dashboardTotalsSchema,
  distributionSchema,
  fixtureImportSchema,
  fixtureReportSchema,
  fixturesCreatedSchema,
  matchGroupSchema,
  matchResultSchema,
  matchesUpdatedSchema,
  resultsSavedSchema,
  seasonSchema,
  shiftMatchesSchema,
  teamFansSchema,
  teamLogoSchema,
  teamSchema,
  updateMatchSchema,
  userSearchSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { partialBody, route, type Access, type RouteContract } from './types';

const admin = { tag: 'Admin', access: 'admin' as Access };
const one = <T extends z.ZodType>(schema: T) => ({ 200: schema });

/** The five simple-REST routes of one admin resource: list (array), getOne, create, update, delete. */
function crud(
  path: string,
  name: string,
  record: z.ZodType,
  input: z.ZodType,
  listQuery: z.ZodType = q.simpleRestQuery,
): RouteContract[] {
  return [
    route('GET', path, `${name} list (simple-REST: one page and Content-Range)`, {
      ...admin,
      query: listQuery,
      responses: one(z.array(record)),
    }),
    route('GET', `${path}/:id`, `One ${name}`, { ...admin, responses: one(record) }),
    route('POST', path, `Create a ${name}`, { ...admin, body: input, responses: { 201: record } }),
    route('PUT', `${path}/:id`, `Update a ${name} (whole or partial record)`, {
      ...admin,
      body: partialBody(input),
      responses: one(record),
    }),
    route('DELETE', `${path}/:id`, `Delete a ${name}; answers the deleted record`, {
      ...admin,
      responses: one(record),
    }),
  ];
}

const createGroupBody = matchGroupSchema.extend({ seasonId: z.number().int().positive() });

/** Admin routes of the league structure, users and analytics. */
export const adminRoutes: RouteContract[] = [
  route('GET', '/admin/dashboard', 'Totals of users, predictions and matches', {
    ...admin,
    responses: one(dashboardTotalsSchema),
  }),
  route(
    'GET',
    '/admin/dashboard/activity',
    "Predictions per day and active players per week over 8 weeks, and today's matches",
    { ...admin, responses: one(dashboardActivitySchema) },
  ),
  route('GET', '/admin/audit-events', 'Audited admin writes, newest first (simple-REST)', {
    ...admin,
    query: q.simpleRestQuery,
    responses: one(z.array(auditEventSchema)),
  }),
  route('GET', '/admin/audit-events/:id', 'One audited admin write', {
    ...admin,
    responses: one(auditEventSchema),
  }),
  route('GET', '/admin/match-distribution', 'Matches per group of every active season', {
    ...admin,
    responses: one(distributionSchema),
  }),
  route('GET', '/admin/team-fans', 'Teams by number of fans', {
    ...admin,
    responses: one(teamFansSchema),
  }),

  route('GET', '/admin/users', 'User list (simple-REST, one page)', {
    ...admin,
    query: q.simpleRestQuery,
    responses: one(z.array(adminUserSchema)),
  }),
  route('GET', '/admin/users/:id', 'One user', { ...admin, responses: one(adminUserSchema) }),
  route('PUT', '/admin/users/:id', 'Edit a user (whole or partial record)', {
    ...admin,
    body: partialBody(adminUserUpdateSchema),
    responses: one(adminUserSchema),
  }),
  route('PUT', '/admin/users/:id/password', "Set a user's password", {
    ...admin,
    body: adminPasswordSchema,
    responses: one(adminUserSchema),
  }),
  route('PUT', '/admin/users/:id/role', "Set a user's role", {
    ...admin,
    body: adminRoleSchema,
    responses: one(adminUserSchema),
  }),
  route('PUT', '/admin/users/:id/toggle-status', 'Activate or deactivate a user', {
    ...admin,
    responses: one(adminUserSchema),
  }),
  route('GET', '/users/search', 'Find players by team name or e-mail (at most 10)', {
    ...admin,
    query: q.userSearchQuery,
    responses: one(userSearchSchema),
  }),

  ...crud('/admin/competitions', 'competition', competitionResponseSchema, competitionSchema),
  ...crud('/admin/seasons', 'season', adminSeasonSchema, seasonSchema),
  // A team and its logo are one write: POST and PUT also take multipart with an optional `logo`.
  ...crud('/admin/teams', 'team', adminTeamSchema, teamSchema).map((r) =>
    r.method === 'POST' || r.method === 'PUT'
      ? {
          ...r,
          summary: `${r.summary}; JSON, or multipart with an optional \`logo\``,
          multipart: { file: 'logo', required: false },
        }
      : r,
  ),
  route('POST', '/admin/teams/:id/logo', "Upload a team's logo (multipart `logo`)", {
    ...admin,
    multipart: { file: 'logo', required: true },
    responses: one(teamLogoSchema),
  }),
  route('DELETE', '/admin/teams/:id/logo', "Remove a team's logo", {
    ...admin,
    responses: one(teamLogoSchema),
  }),

  ...crud(
    '/admin/matchgroups',
    'match group',
    adminMatchGroupSchema,
    createGroupBody,
    q.adminMatchGroupsQuery,
  ),
  ...crud(
    '/admin/match-groups',
    'match group',
    adminMatchGroupSchema,
    createGroupBody,
    q.adminMatchGroupsQuery,
  ),
  route('POST', '/admin/seasons/:seasonId/match-groups', 'Create a match group in a season', {
    ...admin,
    body: matchGroupSchema,
    responses: { 201: adminMatchGroupSchema },
  }),

  route('GET', '/admin/matches', 'Match list by kick-off (plain filters or simple-REST)', {
    ...admin,
    query: q.adminMatchesQuery,
    responses: one(z.array(adminMatchSchema)),
    errors: {
      400: 'VALIDATION: a malformed filter, sort or range, or a highlight malformed or without range',
      404: 'NOT_FOUND: the highlight names no match',
    },
  }),
  route('GET', '/admin/matches/:id', 'One match', { ...admin, responses: one(adminMatchSchema) }),
  route('POST', '/admin/matches', 'Create a match', {
    ...admin,
    body: createMatchSchema,
    responses: { 201: adminMatchSchema },
  }),
  route('PUT', '/admin/matches/:id', 'Edit a match, whole or partial record (re-scored)', {
    ...admin,
    body: partialBody(updateMatchSchema),
    responses: one(adminMatchSchema),
  }),
  route('POST', '/admin/matches/:id/result', 'Set a result; the match is finished and scored', {
    ...admin,
    body: matchResultSchema,
    responses: one(adminMatchSchema),
    errors: {
      409: 'RESULT_BEFORE_KICK_OFF: the match has not kicked off and beforeKickOff is not true',
    },
  }),
  route('DELETE', '/admin/matches/:id', 'Delete a match; its predictions leave every total', {
    ...admin,
    responses: one(adminMatchSchema),
  }),
  route(
    'POST',
    '/admin/matches/results',
    'Set many results, postponements and cancellations at once (all or nothing)',
    { ...admin, body: bulkResultsSchema, responses: one(resultsSavedSchema) },
  ),
  route('POST', '/admin/matches/shift', 'Move kick-off and close of matches by minutes', {
    ...admin,
    body: shiftMatchesSchema,
    responses: one(matchesUpdatedSchema),
  }),
  route(
    'POST',
    '/admin/seasons/:seasonId/fixtures/import',
    'Import fixtures from CSV: dry run, or confirm',
    {
      ...admin,
      body: fixtureImportSchema,
      responses: { 200: fixtureReportSchema, 201: fixturesCreatedSchema },
    },
  ),
  route(
    'GET',
    '/admin/matches/:matchId/predictions/:userId',
    "A player's prediction for a match (null when none), shown before a late prediction replaces it",
    { ...admin, responses: one(currentPredictionSchema) },
  ),
  route(
    'PUT',
    '/admin/matches/:matchId/predictions/:userId',
    "Enter or correct a player's prediction after the deadline (audited, re-scored)",
    { ...admin, body: latePredictionSchema, responses: one(latePredictionResultSchema) },
  ),
];
