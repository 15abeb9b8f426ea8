import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../../lib/context';
import { User } from '../../models';

const PURPOSE = 'unsubscribe';
const encoder = new TextEncoder();

/** A signed one-click unsubscribe token for a user (HS256 with the JWT secret, valid a year). */
export async function signUnsubscribeToken(userId: number, secret: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('365d')
    .sign(encoder.encode(secret));
}

/** The user id of a valid unsubscribe token, else null (a sign-in token never qualifies). */
export async function verifyUnsubscribeToken(
  token: string,
  secret: string,
): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE) return null;
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** The link for the body and the List-Unsubscribe header. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Turns the newsletter off for the user of a valid unsubscribe token; false for a bad token. */
export async function unsubscribe(deps: AppDeps, token: string): Promise<boolean> {
  const userId = token ? await verifyUnsubscribeToken(token, deps.config.jwtSecret) : null;
  if (!userId) return false;
  await User.query(deps.knex)
    .patch({ emailNotifications: false, unsubscribed: true })
    .findById(userId);
  return true;
}
