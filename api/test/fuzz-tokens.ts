import { SignJWT } from 'jose';
import { signToken } from '../src/lib/auth';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Tokens that must all answer 401: another secret, alg none, expired, a tampered payload, subjects that
 * are no user (unknown, zero, negative, not a number) and an inactive user's valid signature.
 */
export async function forgedTokens(
  secret: string,
  ids: { user: number; inactive: number },
): Promise<string[]> {
  const good = await signToken(ids.user, secret, '1h');
  const [header, , signature] = good.split('.');
  const sign = (sub: string, exp = '1h') =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key(secret));
  return [
    await signToken(ids.user, 'another-secret-another-secret-1234', '1h'),
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(ids.user) })}.`,
    await sign(String(ids.user), '-1h'),
    `${header}.${b64({ sub: '1', role: 'admin', exp: 9_999_999_999 })}.${signature}`,
    await sign('999999'),
    await sign('0'),
    await sign('-1'),
    await sign('1e3'),
    await sign('abc'),
    await sign(String(ids.inactive)),
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(ids.user))
      .setExpirationTime('1h')
      .sign(key(secret)),
  ];
}
