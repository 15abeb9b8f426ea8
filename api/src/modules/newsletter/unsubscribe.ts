import { jwtVerify, SignJWT } from 'jose';
import type { PartialModelObject } from 'objection';
import type { AppDeps } from '../../lib/context';
import { User } from '../../models';

/**
 * What a one-click unsubscribe link turns off, named by the token's purpose claim:
 * - 'all': every game e-mail (newsletter, round recaps, reminders): e-mail notifications off. The
 *   newsletter's and the recap's link; its purpose stays 'unsubscribe' so links already sent work.
 * - 'reminders': deadline reminders only (the reminder lead time set to off); the reminder's link.
 */
export type UnsubscribeKind = 'all' | 'reminders';

const PURPOSES: Record<UnsubscribeKind, string> = {
  all: 'unsubscribe',
  reminders: 'unsubscribe-reminders',
};
const TURNS_OFF: Record<UnsubscribeKind, PartialModelObject<User>> = {
  all: { emailNotifications: false, unsubscribed: true },
  reminders: { reminderLeadHours: 0 },
};
const encoder = new TextEncoder();

/** A signed one-click unsubscribe token for a user (HS256 with the JWT secret, valid a year). */
export async function signUnsubscribeToken(
  userId: number,
  secret: string,
  kind: UnsubscribeKind = 'all',
): Promise<string> {
  return new SignJWT({ purpose: PURPOSES[kind] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('365d')
    .sign(encoder.encode(secret));
}

/** The user id and kind of a valid unsubscribe token, else null (a sign-in token never qualifies). */
export async function verifyUnsubscribeToken(
  token: string,
  secret: string,
): Promise<{ userId: number; kind: UnsubscribeKind } | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const kind = (Object.keys(PURPOSES) as UnsubscribeKind[]).find(
      (k) => PURPOSES[k] === payload.purpose,
    );
    const userId = Number(payload.sub);
    return kind && Number.isInteger(userId) && userId > 0 ? { userId, kind } : null;
  } catch {
    return null;
  }
}

/** The link for the body and the List-Unsubscribe header (one endpoint for every kind). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** A signed one-click link of `kind` for a user. */
export async function unsubscribeLink(
  deps: Pick<AppDeps, 'config'>,
  userId: number,
  kind: UnsubscribeKind,
  publicUrl = deps.config.publicUrl,
): Promise<string> {
  return unsubscribeUrl(publicUrl, await signUnsubscribeToken(userId, deps.config.jwtSecret, kind));
}

/** Turns off what a valid token's kind names for its user; null for a bad token. */
export async function unsubscribe(deps: AppDeps, token: string): Promise<UnsubscribeKind | null> {
  const verified = token ? await verifyUnsubscribeToken(token, deps.config.jwtSecret) : null;
  if (!verified) return null;
  await User.query(deps.knex).patch(TURNS_OFF[verified.kind]).findById(verified.userId);
  return verified.kind;
}
