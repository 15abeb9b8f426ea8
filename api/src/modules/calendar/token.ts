/*
 * The personal calendar link's token: `c<userId>.<mac>`, mac = base64url(HMAC-SHA256 under the key of
 * purpose 'calendar' (lib/tokens.ts) over `<userId>:<nonce>`), the nonce random per player
 * (users.calendar_nonce). Not a JWT and not stored: the server recomputes the MAC from the stored
 * nonce, so a reset (a new nonce) ends every old link at once. It opens that player's feed and
 * nothing else: lib/auth.ts verifies session JWTs only, and no other route reads this shape.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { purposeKey } from '../../lib/tokens';

/** users.id is a PostgreSQL integer: a larger id in a token would make the lookup fail, not miss. */
const MAX_USER_ID = 2_147_483_647;
/** c<id>.<43 base64url characters: 32 bytes of HMAC-SHA256> */
const TOKEN_SHAPE = /^c([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** A fresh nonce: 24 random bytes, base64url. */
export const newCalendarNonce = (): string => randomBytes(24).toString('base64url');

async function macOf(secret: string, userId: number, nonce: string): Promise<Buffer> {
  const key = await purposeKey(secret, 'calendar');
  const data = new TextEncoder().encode(`${userId}:${nonce}`);
  return Buffer.from(await crypto.subtle.sign('HMAC', key, data));
}

/** The token of a player's link under their current nonce. */
export async function calendarToken(secret: string, userId: number, nonce: string) {
  return `c${userId}.${(await macOf(secret, userId, nonce)).toString('base64url')}`;
}

export type ParsedCalendarToken = { userId: number; mac: Buffer };

/** The user id and MAC a token claims, or null when it is not of the calendar token's shape. */
export function parseCalendarToken(token: string): ParsedCalendarToken | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const mac = Buffer.from(match[2], 'base64url');
  // Only the canonical spelling: the last character's two spare bits must be zero.
  if (userId > MAX_USER_ID || mac.toString('base64url') !== match[2]) return null;
  return { userId, mac };
}

/** Whether a parsed token's MAC is the one of this user's current nonce (compared in constant time). */
export async function calendarMacMatches(
  secret: string,
  token: ParsedCalendarToken,
  nonce: string,
): Promise<boolean> {
  const expected = await macOf(secret, token.userId, nonce);
  return expected.length === token.mac.length && timingSafeEqual(expected, token.mac);
}
