import { z } from 'zod';
import {
  awardsResponseSchema,
  comparisonSchema,
  crowdPicksSchema,
  favouriteTeamSchema,
  globalRankSchema,
  kitSchema,
  leaderboardPartialSchema,
  leaderboardSchema,
  matchGroupListSchema,
  matchGroupResponseSchema,
  matchListSchema,
  matchSchema,
  newsPageSchema,
  newsPostResponseSchema,
  newsPreviewSchema,
  playerFormSchema,
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
  seasonListSchema,
  seasonResponseSchema,
  teamListSchema,
  thisRoundSchema,
  upcomingMatchesSchema,
  userResponseSchema,
} from '@predictor/contracts/schemas';
import * as q from './queries';
import { json, route, type RouteContract } from './types';

/** Player-facing routes: fixtures, predictions, tables, profiles, news and trophies (public, or for the signed-in player). */
export const playerRoutes: RouteContract[] = [
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
    "The caller's current round per active season they follow: predicted in, and their favourite team's competition (else the top flight) first (the home's This round block)",
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
  route(
    'PUT',
    '/users/profile',
    'Update own details, kit or preferences (e-mail, reminder, UK time; three bodies)',
    {
      tag: 'Players',
      access: 'user',
      body: z.union([profileDetailsSchema, kitSchema, preferencesSchema]),
      responses: json(userResponseSchema),
    },
  ),
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
  route(
    'GET',
    '/users/:id/form',
    "A player's last rounds, accuracy and banker record over closed predictions",
    {
      tag: 'Players',
      access: 'public',
      responses: json(playerFormSchema),
    },
  ),
  route(
    'GET',
    '/users/:id/compare',
    "Head to head: the caller beside a player in one season (the other's open picks hidden)",
    {
      tag: 'Players',
      access: 'user',
      query: q.compareQuery,
      responses: json(comparisonSchema),
      errors: {
        400: "The caller's own id, or a malformed season",
        404: 'User not found (also deactivated), or Season not found',
      },
    },
  ),

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
