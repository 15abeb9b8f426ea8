import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * What a signed token is for. Each purpose signs with its own key, derived from the one secret with
 * HKDF, and names itself twice (the `typ` header and the `aud` claim, both checked): a token of one
 * purpose can never pass another purpose's check, even if one check were written wrongly.
 * 'calendar' keys the MAC of a personal calendar link (modules/calendar/token.ts), which is no JWT
 * at all: it opens that player's deadline feed and nothing else.
 * Password reset links are not here: they are random values stored hashed (password_reset_tokens).
 */
export type TokenPurpose = 'session' | 'unsubscribe' | 'calendar';

const HKDF_SALT = 'predictor/token-keys/v1';
const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of one purpose, derived once per secret and purpose (importing a key costs). */
export function purposeKey(secret: string, purpose: TokenPurpose): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    const bytes = new Uint8Array(hkdfSync('sha256', secret, HKDF_SALT, `predictor/${purpose}`, 32));
    key = crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(id, key);
  }
  return key;
}

const typOf = (purpose: TokenPurpose) => `${purpose}+jwt`;

/** A signed HS256 token of `purpose` for a user, valid for `expiresIn` (e.g. '12h', '365d'). */
export async function signPurposeToken(
  purpose: TokenPurpose,
  secret: string,
  userId: number,
  expiresIn: string,
  claims: JWTPayload = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: typOf(purpose) })
    .setAudience(purpose)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await purposeKey(secret, purpose));
}

export type VerifiedToken = { userId: number; payload: JWTPayload };

/** The user and claims of a valid, unexpired token of `purpose`; null for anything else. */
export async function verifyPurposeToken(
  purpose: TokenPurpose,
  secret: string,
  token: string,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await purposeKey(secret, purpose), {
      algorithms: ['HS256'],
      audience: purpose,
      typ: typOf(purpose),
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? { userId, payload } : null;
  } catch {
    return null;
  }
}
