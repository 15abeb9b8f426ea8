import {
  createLeagueSchema,
  fanLeagueSchema,
  joinByCodeSchema,
  joinFanLeagueSchema,
  leagueListSchema,
  leaguePredictionsSchema,
  leagueResponseSchema,
  matchGroupListSchema,
  matchGroupResponseSchema,
  membershipResponseSchema,
  myMembershipsSchema,
  permissionsSchema,
  standingsSchema,
  updateLeagueSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { json, route, type RouteContract } from './types';

/** League routes (player side). */
export const leagueRoutes: RouteContract[] = [
  route('GET', '/leagues', 'Leagues the caller may see', {
    tag: 'Leagues',
    access: 'optional',
    responses: json(leagueListSchema),
  }),
  route('GET', '/leagues/my', "The caller's memberships", {
    tag: 'Leagues',
    access: 'user',
    responses: json(myMembershipsSchema),
  }),
  route('GET', '/leagues/by-groupname/:groupname', "A fan league's landing data", {
    tag: 'Leagues',
    access: 'optional',
    responses: json(fanLeagueSchema),
  }),
  route(
    'GET',
    '/leagues/:id',
    'One league (404 for an invite-only league the caller may not see)',
    {
      tag: 'Leagues',
      access: 'optional',
      responses: json(leagueResponseSchema),
    },
  ),
  route('GET', '/leagues/:id/standings', "A league's table, one page (default the top 100)", {
    tag: 'Leagues',
    access: 'optional',
    query: q.standingsQuery,
    responses: json(standingsSchema),
  }),
  route(
    'GET',
    '/leagues/:id/standings.csv',
    "A league's whole table as a CSV download (members and site admins)",
    {
      tag: 'Leagues',
      access: 'user',
      responses: { 200: 'csv' },
      errors: { 403: 'Not a member of the league (nor a site admin)' },
    },
  ),
  route('GET', '/leagues/:id/match-groups', "The league season's match groups", {
    tag: 'Leagues',
    access: 'optional',
    responses: json(matchGroupListSchema),
  }),
  route('GET', '/leagues/:id/current-match-group', "The league season's current match group", {
    tag: 'Leagues',
    access: 'optional',
    responses: json(matchGroupResponseSchema),
  }),
  route('GET', '/leagues/:id/can-edit', 'What the caller may change', {
    tag: 'Leagues',
    access: 'optional',
    responses: json(permissionsSchema),
  }),
  route('GET', '/leagues/:id/predictions', "Members' predictions in a match group", {
    tag: 'Leagues',
    access: 'user',
    query: q.leaguePredictionsQuery,
    responses: json(leaguePredictionsSchema),
  }),
  route('POST', '/leagues', 'Create a league', {
    tag: 'Leagues',
    access: 'user',
    body: createLeagueSchema,
    responses: { 201: leagueResponseSchema },
  }),
  route('POST', '/leagues/join-by-code', 'Join with an invite code', {
    tag: 'Leagues',
    access: 'user',
    body: joinByCodeSchema,
    responses: { 201: membershipResponseSchema },
  }),
  route(
    'POST',
    '/leagues/join-fanleague/:groupname',
    'Join a fan league (200 when already a member)',
    {
      tag: 'Leagues',
      access: 'user',
      responses: { 200: joinFanLeagueSchema, 201: joinFanLeagueSchema },
    },
  ),
  route('PUT', '/leagues/:id', 'Edit a league', {
    tag: 'Leagues',
    access: 'user',
    body: updateLeagueSchema,
    responses: json(leagueResponseSchema),
  }),
  route('DELETE', '/leagues/:id', 'Delete a league (creator or site admin)', {
    tag: 'Leagues',
    access: 'user',
    responses: { 204: null },
  }),
  route('DELETE', '/leagues/:id/members/:userId', 'Remove a member', {
    tag: 'Leagues',
    access: 'user',
    responses: { 204: null },
  }),
  route('POST', '/leagues/:id/join', 'Join a public league', {
    tag: 'Leagues',
    access: 'user',
    responses: { 201: membershipResponseSchema },
  }),
];
