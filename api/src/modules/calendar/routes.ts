import Router from '@koa/router';
import type { Context } from 'koa';
import { CALENDAR_MESSAGES, calendarFeedQuerySchema } from '@predictor/contracts';
import { currentUser, requireUser } from '../../lib/auth';
import { brandPublicUrl, requestBrand } from '../../lib/brands';
import { notFound } from '../../lib/errors';
import { countUse } from '../../lib/rate-limit';
import { parse } from '../../lib/validate';
import { buildFeed, owedRounds, teamFixtures } from './feed';
import { calendarLinks, calendarOwner, ensureCalendarToken, resetCalendarToken } from './service';

/** The personal calendar feed of prediction deadlines: the player's link, its reset, and the feed. */
export const calendarRouter = new Router();

/** The site as the caller knows it (the brand of the request's host), as mails' links are built. */
const siteUrlOf = (ctx: Context) =>
  brandPublicUrl(ctx.deps.config.publicUrl, requestBrand(ctx), ctx.hostname);

/** GET /users/me/calendar → {httpsUrl, webcalUrl}: the caller's link, made on the first call. */
calendarRouter.get('/users/me/calendar', requireUser, async (ctx) => {
  const token = await ensureCalendarToken(ctx.deps, currentUser(ctx).id);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = calendarLinks(siteUrlOf(ctx), token);
});

/** POST /users/me/calendar/reset → {httpsUrl, webcalUrl}: a new link; the old one answers 404 from now on. */
calendarRouter.post('/users/me/calendar/reset', requireUser, async (ctx) => {
  const token = await resetCalendarToken(ctx.deps, currentUser(ctx).id);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = calendarLinks(siteUrlOf(ctx), token);
});

/**
 * GET /calendar/{token}.ics[?fixtures=team] → text/calendar: the link's owner's open deadlines (and
 * their favourite team's fixtures); 404 NOT_FOUND for a malformed, forged or reset token or an
 * inactive player. Public (calendar apps send no session); counted per feed, not per address.
 */
calendarRouter.get('/calendar/:token.ics', async (ctx) => {
  const query = parse(calendarFeedQuerySchema, ctx.query);
  const owner = await calendarOwner(ctx.deps, ctx.params.token ?? '');
  if (!owner) throw notFound(CALENDAR_MESSAGES.linkNotValid);
  await countUse(ctx, 'calendar-feed', String(owner.id));
  const { knex } = ctx.deps;
  const now = ctx.deps.now();
  const withFixtures = query.fixtures === 'team' && owner.favouriteTeamId !== null;
  const [rounds, fixtures] = await Promise.all([
    owedRounds(knex, owner.id, now),
    withFixtures ? teamFixtures(knex, owner.favouriteTeamId!, now) : [],
  ]);
  ctx.type = 'text/calendar; charset=utf-8';
  ctx.set('Cache-Control', 'private, max-age=900');
  ctx.set('Content-Disposition', 'inline; filename="predictor-deadlines.ics"');
  ctx.body = buildFeed({
    siteUrl: siteUrlOf(ctx),
    siteName: requestBrand(ctx).name,
    leadHours: owner.reminderLeadHours,
    userId: owner.id,
    rounds,
    fixtures,
    now,
  });
});
