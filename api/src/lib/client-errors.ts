import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@predictor/contracts';

/**
 * What the server answers to a request Node's HTTP parser refuses before any middleware sees it: a
 * URL and headers over 16 KB (431), or a request that is not well-formed HTTP (400). Node's own
 * answer has no body; every error answer here is JSON `{ message, code }`.
 */
function answerFor(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: { message: 'Request headers too large', code: 'HEADERS_TOO_LARGE' },
    };
  return { status: 400, body: { message: 'Malformed request', code: 'MALFORMED_REQUEST' } };
}

/** Answers parser errors with JSON on every connection of `server` (see answerFor). */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or already closed by the client has no one left to answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, body } = answerFor(error.code);
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  });
}
