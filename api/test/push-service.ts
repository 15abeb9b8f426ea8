import { createDecipheriv, hkdfSync } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { generate } from 'selfsigned';
import { testDevice, type TestDevice } from './push-fixtures';

/** One request a push service received. */
export type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A push service on loopback (https with a self-signed certificate: web-push sends over https only,
 * through Node's global agent, which is told to trust this certificate until `close`). It records
 * every request and answers 201 (after `delayMs`), or the status set for a path with `answer`.
 */
export async function startPushService(options: { delayMs?: number } = {}) {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const received: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => res.writeHead(answers.get(path) ?? 201).end(), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const previousCa = https.globalAgent.options.ca;
  https.globalAgent.options.ca = pems.cert;
  let devices = 0;
  return {
    origin,
    received,
    /** A new device whose endpoint is on this service. */
    device: (): TestDevice => testDevice(`${origin}/push/${process.pid}-${++devices}`),
    /** What the service answers for a device from now on (201 when never set). */
    answer: (device: TestDevice, status: number) =>
      answers.set(new URL(device.endpoint).pathname, status),
    /** The requests sent to one device. */
    to: (device: TestDevice) =>
      received.filter((r) => r.path === new URL(device.endpoint).pathname),
    close: async () => {
      https.globalAgent.options.ca = previousCa;
      https.globalAgent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * Decrypts a push message body for the device (RFC 8291 over the aes128gcm encoding of RFC 8188):
 * the header (salt, record size, the server's ephemeral public key), then one record sealed with a
 * key and nonce derived from the ECDH secret and the device's auth secret.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the request's VAPID authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`, the key the
 * server publishes, the JWT signed with it (ES256), its audience the endpoint's origin and its expiry
 * within a day. Answers the JWT's claims.
 */
export async function verifyVapid(
  request: PushRequest,
  serverPublicKey: string,
  audience: string,
): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
    String(request.headers.authorization),
  );
  if (!match) throw new Error(`not a VAPID authorization: ${request.headers.authorization}`);
  const [, token, key] = match;
  if (key !== serverPublicKey) throw new Error('signed with another key');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload, protectedHeader } = await jwtVerify(token, publicKey, {
    audience,
    algorithms: ['ES256'],
    requiredClaims: ['exp', 'sub'],
  });
  if (protectedHeader.typ !== 'JWT') throw new Error('not a JWT');
  if (payload.exp! > Date.now() / 1000 + 24 * 3600) throw new Error('expires after a day');
  return payload;
}
