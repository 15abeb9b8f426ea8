import { z } from 'zod';
import {
  awardsResponseSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  publicBrandSchema,
  crowdPicksSchema,
  favouriteTeamSchema,
  forgotPasswordSchema,
  globalRankSchema,
  healthSchema,
  kitSchema,
  leaderboardPartialSchema,
  leaderboardSchema,
  loginResponseSchema,
  loginSchema,
  matchGroupListSchema,
  matchGroupResponseSchema,
  matchListSchema,
  matchSchema,
  messageSchema,
  newsPageSchema,
  newsPostResponseSchema,
  newsPreviewSchema,
  predictionBatchResponseSchema,
  predictionBatchSchema,
  predictionInputSchema,
  predictionListSchema,
  predictionSchema,
  predictionStatsSchema,
  predictionUpdateSchema,
  preferencesSchema,
  profileDetailsSchema,
  publicProfileSchema,
  registerSchema,
  resetPasswordSchema,
  seasonListSchema,
  seasonResponseSchema,
  teamListSchema,
  thisRoundSchema,
  upcomingMatchesSchema,
  userResponseSchema,
  liveResultEventSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { route, type RouteContract } from './types';

const json = <T extends z.ZodType>(schema: T) => ({ 200: schema });

/** Player-facing routes: public, or for the signed-in player. */
export const playerRoutes: RouteContract[] = [
  route('GET', '/health', 'Database round trip (503 when the database does not answer)', {
    tag: 'Operations',
    access: 'public',
    responses: json(healthSchema),
  }),
  route('GET', '/brand', "The brand of the request's host name (the default for unknown hosts)", {
    tag: 'Operations',
    access: 'public',
    responses: json(publicBrandSchema),
  }),
  route('GET', '/metrics', 'Prometheus metrics (loopback or METRICS_TOKEN only)', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: 'text' },
  }),
  route('GET', '/openapi.json', 'This OpenAPI document', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: z.object({ openapi: z.literal('3.1.0') }) },
  }),
  route('GET', '/docs', 'The API reference page (Redoc)', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: 'html' },
  }),
  route('GET', '/events', 'Live results: a Server-Sent Events stream of results set or corrected', {
    tag: 'Matches',
    access: 'public',
    responses: {
      200: { events: { ready: z.object({}), result: liveResultEventSchema } },
    },
    errors: {
      400: 'Last-Event-ID is not an event id. With a valid one, the retained events after it come first',
    },
  }),
  route(
    'GET',
    '/docs/redoc.standalone.js',
    'The reference page script, served from the redoc package',
    {
      tag: 'Operations',
      access: 'public',
      responses: { 200: 'text' },
    },
  ),

  route('POST', '/auth/register', 'Create an account and sign in', {
    tag: 'Auth',
    access: 'public',
    body: registerSchema,
    responses: { 201: loginResponseSchema },
  }),
  route('POST', '/auth/login', 'Sign in (401 wrong credentials or deactivated)', {
    tag: 'Auth',
    access: 'public',
    body: loginSchema,
    responses: json(loginResponseSchema),
  }),
  route('GET', '/auth/me', 'The signed-in user', {
    tag: 'Auth',
    access: 'user',
    responses: json(userResponseSchema),
  }),
  route('POST', '/auth/forgot-password', 'Mail a reset link (same answer for unknown addresses)', {
    tag: 'Auth',
    access: 'public',
    body: forgotPasswordSchema,
    responses: json(messageSchema),
  }),
  route('POST', '/auth/reset-password', 'Set a new password with a reset token', {
    tag: 'Auth',
    access: 'public',
    body: resetPasswordSchema,
    responses: json(messageSchema),
  }),
  route(
    'POST',
    '/auth/change-password',
    'Change the password (400 WRONG_PASSWORD for a wrong current one, counted per account like failed logins); every other session ends, this device gets a new token',
    {
      tag: 'Auth',
      access: 'user',
      body: changePasswordSchema,
      responses: json(changePasswordResponseSchema),
    },
  ),
  route('POST', '/auth/sign-out-everywhere', 'End every session of the caller, this one included', {
    tag: 'Auth',
    access: 'user',
    responses: { 204: null },
  }),

  route(
    'GET',
    '/newsletter/unsubscribe',
    'One-click unsubscribe page for a newsletter, recap or reminder link (400 bad token)',
    {
      tag: 'Newsletter',
      access: 'public',
      query: q.tokenQuery,
      responses: { 200: 'html' },
    },
  ),
  route(
    'POST',
    '/newsletter/unsubscribe',
    'RFC 8058 one-click unsubscribe: all e-mails (newsletter, recap link) or deadline reminders only (reminder link)',
    {
      tag: 'Newsletter',
      access: 'public',
      query: q.tokenQuery,
      responses: json(messageSchema),
    },
  ),

  route('GET', '/seasons', 'Seasons by order, then name', {
    tag: 'Fixtures',
    access: 'public',
    query: q.seasonsQuery,
    responses: json(seasonListSchema),
  }),
  route('GET', '/seasons/:id', 'One season', {
    tag: 'Fixtures',
    access: 'public',
    responses: json(seasonResponseSchema),
  }),
  route('GET', '/seasons/:id/match-groups', "A season's match groups", {
    tag: 'Fixtures',
    access: 'public',
    responses: json(matchGroupListSchema),
  }),
  route('GET', '/seasons/:id/current-match-group', 'The current match group (36-hour rule)', {
    tag: 'Fixtures',
    access: 'public',
    responses: json(matchGroupResponseSchema),
  }),
  route('GET', '/matches', "Matches by kick-off with the caller's own prediction", {
    tag: 'Fixtures',
    access: 'optional',
    query: q.matchesQuery,
    responses: json(matchListSchema),
  }),
  route('GET', '/matches/dashboard/upcoming', 'Upcoming matches, also by season', {
    tag: 'Fixtures',
    access: 'optional',
    responses: json(upcomingMatchesSchema),
  }),
  route('GET', '/matches/:id', 'One match', {
    tag: 'Fixtures',
    access: 'optional',
    responses: json(matchSchema),
  }),
  route('GET', '/matches/:id/crowd-picks', 'What everyone predicted, once predictions close', {
    tag: 'Fixtures',
    access: 'optional',
    responses: json(crowdPicksSchema),
    errors: {
      403: 'PREDICTIONS_OPEN: the match is still open for predictions',
      404: 'NOT_FOUND: no such match',
    },
  }),
  route('GET', '/teams', 'Every team by name', {
    tag: 'Fixtures',
    access: 'public',
    responses: json(teamListSchema),
  }),

  route('GET', '/predictions', "The caller's predictions by kick-off", {
    tag: 'Predictions',
    access: 'user',
    query: q.predictionsQuery,
    responses: json(predictionListSchema),
  }),
  route('GET', '/predictions/stats', "The caller's prediction stats", {
    tag: 'Predictions',
    access: 'user',
    responses: json(predictionStatsSchema),
  }),
  route('POST', '/predictions', 'Predict a match (409 twice, or a second banker of the week)', {
    tag: 'Predictions',
    access: 'user',
    body: predictionInputSchema,
    responses: { 201: predictionSchema },
  }),
  route(
    'GET',
    '/predictions/this-round',
    "The caller's current round per active season they play (the home's This round block)",
    {
      tag: 'Predictions',
      access: 'user',
      responses: json(thisRoundSchema),
    },
  ),
  route('POST', '/predictions/batch', 'Save up to 100 own predictions at once, all or nothing', {
    tag: 'Predictions',
    access: 'user',
    body: predictionBatchSchema,
    responses: json(predictionBatchResponseSchema),
    errors: {
      400: "Invalid body (`errors` per field, e.g. `predictions.3.match` for a repeated match), or BATCH_REFUSED: nothing saved, `errors['predictions.<index>']` gives each refused row the single call's message (closed, unknown match, banker taken, banker needs a match week)",
    },
  }),
  route('PUT', '/predictions/:id', 'Change an own prediction while open', {
    tag: 'Predictions',
    access: 'user',
    body: predictionUpdateSchema,
    responses: json(predictionSchema),
  }),

  route('GET', '/leaderboards', "Top 100, the caller's row and the number of ranked players", {
    tag: 'Leaderboards',
    access: 'optional',
    query: q.leaderboardQuery,
    responses: json(leaderboardSchema),
  }),
  route('GET', '/leaderboards/partial', 'Top 10', {
    tag: 'Leaderboards',
    access: 'public',
    query: q.leaderboardQuery,
    responses: json(leaderboardPartialSchema),
  }),
  route('GET', '/users/:id/global-rank', "A player's rank in the all-competitions table", {
    tag: 'Leaderboards',
    access: 'public',
    responses: json(globalRankSchema),
  }),

  route('GET', '/users/profile/:id', "A player's public profile", {
    tag: 'Players',
    access: 'public',
    responses: json(publicProfileSchema),
  }),
  route('PUT', '/users/profile', 'Update own details, kit or e-mail preferences (three bodies)', {
    tag: 'Players',
    access: 'user',
    body: z.union([profileDetailsSchema, kitSchema, preferencesSchema]),
    responses: json(userResponseSchema),
  }),
  route('PUT', '/users/favourite-team', 'Choose a favourite team, or none', {
    tag: 'Players',
    access: 'user',
    body: favouriteTeamSchema,
    responses: json(userResponseSchema),
  }),
  route('GET', '/users/:id/predictions', "A player's predictions of closed matches", {
    tag: 'Players',
    access: 'public',
    responses: json(predictionListSchema),
  }),
  route('GET', '/users/:id/stats', "A player's stats over closed predictions", {
    tag: 'Players',
    access: 'public',
    responses: json(predictionStatsSchema),
  }),

  route('GET', '/news', 'Published news, newest first', {
    tag: 'News',
    access: 'public',
    query: q.newsQuery,
    responses: json(newsPageSchema),
  }),
  route('GET', '/news/latest/preview', 'The latest post (404 when none)', {
    tag: 'News',
    access: 'public',
    responses: json(newsPreviewSchema),
  }),
  route('GET', '/news/:slug', 'One published post', {
    tag: 'News',
    access: 'public',
    responses: json(newsPostResponseSchema),
  }),

  route('GET', '/trophies/user', "The caller's trophies, newest first", {
    tag: 'Trophies',
    access: 'user',
    responses: json(awardsResponseSchema),
  }),
  route('GET', '/trophies/user/featured', "The caller's featured trophies (at most 8)", {
    tag: 'Trophies',
    access: 'user',
    responses: json(awardsResponseSchema),
  }),
  route('GET', '/trophies/user/:id', "A player's trophies", {
    tag: 'Trophies',
    access: 'public',
    responses: json(awardsResponseSchema),
  }),
  route('GET', '/trophies/user/:id/featured', "A player's featured trophies", {
    tag: 'Trophies',
    access: 'public',
    responses: json(awardsResponseSchema),
  }),
];
