import Router from '@koa/router';
import {
  compareQuerySchema,
  favouriteTeamSchema,
  kitSchema,
  preferencesSchema,
  profileDetailsSchema,
} from '@predictor/contracts';
import type { Context, Next } from 'koa';
import { currentUser, requireUser } from '../../lib/auth';
import { limitPerAccount, limitPerIp } from '../../lib/rate-limit';
import { parse, parseId } from '../../lib/validate';
import { comparePlayers } from './compare';
import * as users from './service';

export const usersRouter = new Router({ prefix: '/users' });

/** GET /users/profile/{id} → {id, teamName, createdAt, kit fields, favouriteTeam}; 404 'User not found' (also deactivated) */
usersRouter.get('/profile/:id', async (ctx) => {
  ctx.body = await users.publicProfile(ctx.deps, parseId(ctx.params.id));
});

const emailChangesPerIp = limitPerIp('profile-email');
const takenEmailsPerAccount = limitPerAccount(
  'profile-email',
  (_b, ctx) => String(currentUser(ctx).id),
  {
    failuresOnly: true,
    isFailure: (error) => error.code === 'EMAIL_TAKEN',
    clearsOnSuccess: false,
  },
);

/**
 * A change of e-mail answers 409 when another account has the address: so that it cannot test
 * addresses faster than login can, changes count per client address like login's calls, and each
 * taken address counts per account like a failed login (a later success does not clear the count).
 */
function limitEmailChanges(ctx: Context, next: Next) {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  const changes =
    typeof email === 'string' &&
    email.trim().toLowerCase() !== currentUser(ctx).email.toLowerCase();
  return changes ? emailChangesPerIp(ctx, () => takenEmailsPerAccount(ctx, next)) : next();
}

/**
 * PUT /users/profile → {user}, one of three bodies: {firstName, lastName, email, teamName, favouriteTeamId?};
 * {kitStyle, kitPrimaryColour, kitSecondaryColour}; {preferences:{emailNotifications?, reminderLeadHours?, ukTime?}, unsubscribed?}.
 */
usersRouter.put('/profile', requireUser, limitEmailChanges, async (ctx) => {
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

/** GET /users/{id}/form → {rounds: the last 5 with points, accuracy, bankers} over closed predictions; 404 'User not found' */
usersRouter.get('/:id/form', async (ctx) => {
  ctx.body = await users.closedPredictionForm(ctx.deps, parseId(ctx.params.id));
});

/**
 * GET /users/{id}/compare[?season={id}] → Comparison: the caller beside that player in one season
 * (totals, leader, bankers, points per round, shared matches; the other's open picks hidden);
 * signed in; 400 own id or bad season, 404 'User not found' (also deactivated) or 'Season not found'.
 */
usersRouter.get('/:id/compare', requireUser, async (ctx) => {
  const query = parse(compareQuerySchema, ctx.query);
  ctx.body = await comparePlayers(ctx.deps, currentUser(ctx).id, parseId(ctx.params.id), query);
});
