import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream } from 'pino';

/** The request being served, so every log line written while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** JSON logs with the request id of the current request; secrets are redacted wherever they appear. */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      mixin: () => requestContext.getStore() ?? {},
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'headers.authorization',
          'req.headers.authorization',
          'passwordHash',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
