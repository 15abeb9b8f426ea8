import Router from '@koa/router';
import {
  favouriteTeamSchema,
  kitSchema,
  preferencesSchema,
  profileDetailsSchema,
} from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { parse, parseId } from '../../lib/validate';
import * as users from './service';

export const usersRouter = new Router({ prefix: '/users' });

/** GET /users/profile/{id} → {id, teamName, createdAt, kit fields, favouriteTeam}; 404 'User not found' (also deactivated) */
usersRouter.get('/profile/:id', async (ctx) => {
  ctx.body = await users.publicProfile(ctx.deps, parseId(ctx.params.id));
});

/**
 * PUT /users/profile → {user}, one of three bodies: {firstName, lastName, email, teamName, favouriteTeamId?};
 * {kitStyle, kitPrimaryColour, kitSecondaryColour}; {preferences:{emailNotifications}, unsubscribed?}.
 */
usersRouter.put('/profile', requireUser, async (ctx) => {
  // A text/plain body parses to a string: `in` on it would throw, so anything but an object counts as {}.
  const raw: unknown = ctx.request.body;
  const body = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const { deps } = ctx;
  const id = currentUser(ctx).id;
  if ('kitStyle' in body || 'kitPrimaryColour' in body || 'kitSecondaryColour' in body) {
    ctx.body = { user: await users.updateKit(deps, id, parse(kitSchema, body)) };
  } else if ('preferences' in body || 'unsubscribed' in body) {
    ctx.body = { user: await users.updatePreferences(deps, id, parse(preferencesSchema, body)) };
  } else {
    ctx.body = { user: await users.updateDetails(deps, id, parse(profileDetailsSchema, body)) };
  }
});

/** PUT /users/favourite-team {favouriteTeamId: id | null} → {user} */
usersRouter.put('/favourite-team', requireUser, async (ctx) => {
  const { favouriteTeamId } = parse(favouriteTeamSchema, ctx.request.body ?? {});
  ctx.body = {
    user: await users.updateFavouriteTeam(ctx.deps, currentUser(ctx).id, favouriteTeamId),
  };
});

/** GET /users/{id}/predictions → Prediction[] of matches whose predictions have closed (never open ones) */
usersRouter.get('/:id/predictions', async (ctx) => {
  ctx.body = await users.closedPredictions(ctx.deps, parseId(ctx.params.id));
});

/** GET /users/{id}/stats → {totalPredictions, totalPoints, scoredPredictions, bankerPredictions, exactScores, correctResults, correctBanks, predictionAccuracy} over closed predictions */
usersRouter.get('/:id/stats', async (ctx) => {
  ctx.body = await users.closedPredictionStats(ctx.deps, parseId(ctx.params.id));
});
