import { USER_MESSAGES } from '@predictor/contracts';
import type { CalendarLinks, ReminderLeadHours } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { calendarMacMatches, calendarToken, newCalendarNonce, parseCalendarToken } from './token';

type Deps = Pick<AppDeps, 'knex' | 'config'>;

/**
 * The token of the player's calendar link, making their nonce on the first call (the link exists
 * once asked for). Two first calls at once agree: the nonce is set only where there is none.
 */
export async function ensureCalendarToken(deps: Deps, userId: number): Promise<string> {
  const { knex } = deps;
  const user = await knex('users').where({ id: userId }).first('calendarNonce');
  if (!user) throw notFound(USER_MESSAGES.notFound);
  let nonce: string | null = user.calendarNonce;
  if (!nonce) {
    const [row] = await knex('users')
      .where({ id: userId })
      .update({ calendarNonce: knex.raw('coalesce(calendar_nonce, ?)', [newCalendarNonce()]) })
      .returning('calendarNonce');
    nonce = row.calendarNonce as string;
  }
  return calendarToken(deps.config.jwtSecret, userId, nonce);
}

/** A new nonce for the player: every link made before stops working at once. Answers the new token. */
export async function resetCalendarToken(deps: Deps, userId: number): Promise<string> {
  const nonce = newCalendarNonce();
  const updated = await deps.knex('users').where({ id: userId }).update({ calendarNonce: nonce });
  if (!updated) throw notFound(USER_MESSAGES.notFound);
  return calendarToken(deps.config.jwtSecret, userId, nonce);
}

/** The feed's address on `siteUrl` (the API is under /api), and the same as webcal:// for calendar apps. */
export function calendarLinks(siteUrl: string, token: string): CalendarLinks {
  const httpsUrl = `${siteUrl}/api/calendar/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}

/** Whose feed a token opens: an active player whose current nonce the token's MAC matches. */
export type CalendarOwner = {
  id: number;
  reminderLeadHours: ReminderLeadHours;
  favouriteTeamId: number | null;
};

/** The owner of a calendar token; null for a malformed, forged or reset token, or an inactive player. */
export async function calendarOwner(deps: Deps, token: string): Promise<CalendarOwner | null> {
  const parsed = parseCalendarToken(token);
  if (!parsed) return null;
  const user = await deps
    .knex('users')
    .where({ id: parsed.userId, isActive: true })
    .whereNotNull('calendarNonce')
    .first('id', 'calendarNonce', 'reminderLeadHours', 'favouriteTeamId');
  if (!user || !(await calendarMacMatches(deps.config.jwtSecret, parsed, user.calendarNonce)))
    return null;
  return {
    id: user.id,
    reminderLeadHours: user.reminderLeadHours,
    favouriteTeamId: user.favouriteTeamId,
  };
}
