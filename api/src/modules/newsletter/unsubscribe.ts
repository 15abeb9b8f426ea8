import { jwtVerify } from 'jose';
import type { PartialModelObject } from 'objection';
import type { AppDeps } from '../../lib/context';
import { signPurposeToken, verifyPurposeToken } from '../../lib/tokens';
import { User } from '../../models';

/**
 * What a one-click unsubscribe link turns off (the token's `kind` claim):
 * - 'all': every game e-mail (newsletter, round recaps, reminders): e-mail notifications off. The
 *   newsletter's and the recap's link.
 * - 'reminders': deadline reminder e-mails only (emailReminders off; push reminders and the lead time
 *   stay); the reminder's link.
 * The token's purpose is 'unsubscribe' (lib/tokens.ts): it signs in nowhere, and a session token
 * cannot unsubscribe anyone.
 */
export type UnsubscribeKind = 'all' | 'reminders';

const KINDS: readonly UnsubscribeKind[] = ['all', 'reminders'];
const TURNS_OFF: Record<UnsubscribeKind, PartialModelObject<User>> = {
  all: { emailNotifications: false, unsubscribed: true },
  reminders: { emailReminders: false },
};

/** A signed one-click unsubscribe token for a user (purpose 'unsubscribe', valid a year). */
export function signUnsubscribeToken(
  userId: number,
  secret: string,
  kind: UnsubscribeKind = 'all',
): Promise<string> {
  return signPurposeToken('unsubscribe', secret, userId, '365d', { kind });
}

/**
 * Links mailed before tokens had their own keys (until 2026-11-26) were signed with the secret itself
 * and named their kind in a `purpose` claim. They still unsubscribe until they expire (a year), so a
 * mail already sent keeps its one-click link; checked here only, they can do nothing else, and a
 * token without that claim (the old session tokens) is refused.
 */
const LEGACY_PURPOSES: Record<string, UnsubscribeKind> = {
  unsubscribe: 'all',
  'unsubscribe-reminders': 'reminders',
};
const encoder = new TextEncoder();

async function verifyLegacyToken(token: string, secret: string) {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    const kind = Object.hasOwn(LEGACY_PURPOSES, String(payload.purpose))
      ? LEGACY_PURPOSES[String(payload.purpose)]
      : undefined;
    const userId = Number(payload.sub);
    return kind && Number.isSafeInteger(userId) && userId > 0 ? { userId, kind } : null;
  } catch {
    return null;
  }
}

/** The user id and kind of a valid unsubscribe token, else null (a token of any other purpose never qualifies). */
export async function verifyUnsubscribeToken(
  token: string,
  secret: string,
): Promise<{ userId: number; kind: UnsubscribeKind } | null> {
  const verified = await verifyPurposeToken('unsubscribe', secret, token);
  if (!verified) return verifyLegacyToken(token, secret);
  const kind = KINDS.find((k) => k === verified.payload.kind);
  return kind ? { userId: verified.userId, kind } : null;
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
