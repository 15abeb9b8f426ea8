import { SignJWT } from 'jose';
import { signSessionToken } from '../src/lib/auth';
import { purposeKey, signPurposeToken } from '../src/lib/tokens';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Tokens that must all answer 401: another secret, alg none, expired, a tampered payload, subjects that
 * are no user (unknown, zero, negative, not a number), an inactive user's valid signature, a session
 * ended since (another session version), another purpose's token and one signed with the secret itself.
 */
export async function forgedTokens(
  secret: string,
  ids: { user: number; inactive: number },
): Promise<string[]> {
  const good = await signSessionToken(ids.user, secret, '1h');
  const [header, , signature] = good.split('.');
  // Signed with the session key, as a real session is: only the subject or expiry is wrong.
  const sign = async (sub: string, exp = '1h') =>
    new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'session+jwt' })
      .setAudience('session')
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(await purposeKey(secret, 'session'));
  return [
    await signSessionToken(ids.user, 'another-secret-another-secret-1234', '1h'),
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(ids.user) })}.`,
    await sign(String(ids.user), '-1h'),
    `${header}.${b64({ sub: '1', role: 'admin', exp: 9_999_999_999 })}.${signature}`,
    await sign('999999'),
    await sign('0'),
    await sign('-1'),
    await sign('1e3'),
    await sign('abc'),
    await sign(String(ids.inactive)),
    await signSessionToken(ids.user, secret, '1h', 1),
    await signPurposeToken('unsubscribe', secret, ids.user, '1h', { kind: 'all', sv: 0 }),
    await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'session+jwt' })
      .setAudience('session')
      .setSubject(String(ids.user))
      .setExpirationTime('1h')
      .sign(key(secret)),
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(ids.user))
      .setExpirationTime('1h')
      .sign(key(secret)),
  ];
}
