import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Sends raw bytes to the server and answers what it writes back before closing. */
function raw(request: string): Promise<string> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const parse = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) };
};

describe('requests the HTTP parser refuses', () => {
  it('answers a URL over 16 KB with 431 and a JSON message', async () => {
    const answer = parse(
      await raw(`GET /api/seasons?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      message: 'Request headers too large',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('answers a request that is not HTTP with 400 and a JSON message', async () => {
    const answer = parse(await raw('HELLO WORLD\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toEqual({ message: 'Malformed request', code: 'MALFORMED_REQUEST' });
  });

  it('still serves well-formed requests', async () => {
    expect((await app.request('GET', '/api/seasons')).status).toBe(200);
  });
});
