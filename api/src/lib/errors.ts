import type { Context, Next } from 'koa';
import {
  DBError,
  NotFoundError as ObjectionNotFound,
  UniqueViolationError,
  CheckViolationError,
  ForeignKeyViolationError,
  NotNullViolationError,
  DataError,
} from 'objection';
import { ZodError } from 'zod';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Turns a zod error into a 400 with the first message and one message per field. */
export function fromZod(error: ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid request', errors);
}

/** Maps database errors by class: never SQL text in an answer. */
function fromDatabase(error: unknown): HttpError | null {
  if (error instanceof UniqueViolationError) return conflict('This record already exists');
  if (error instanceof ForeignKeyViolationError)
    return conflict('This record is referenced by other records or refers to a missing one');
  if (
    error instanceof CheckViolationError ||
    error instanceof NotNullViolationError ||
    error instanceof DataError
  ) {
    return badRequest('Invalid value');
  }
  if (error instanceof ObjectionNotFound) return notFound();
  if (error instanceof DBError) return null;
  // Raw knex queries throw the driver's error: map it by SQLSTATE (class 22 is bad data, e.g. an id beyond int4).
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    if (code === '23505') return conflict('This record already exists');
    if (code === '23503')
      return conflict('This record is referenced by other records or refers to a missing one');
    if (code.startsWith('22') || code === '23514' || code === '23502')
      return badRequest('Invalid value');
  }
  return null;
}

export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  const message = (error as Error)?.message ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '08006',
      '08003',
      '08001',
    ].includes(code ?? '') ||
    /Knex: Timeout acquiring a connection|Connection terminated|Connection ended|connection timeout|not currently accepting connections|not queryable/i.test(
      message,
    )
  );
}

/** First middleware: every failure answers `{ message }` with the right status, never a stack. */
export function errorMiddleware() {
  return async (ctx: Context, next: Next) => {
    const log = ctx.log;
    try {
      await next();
    } catch (error) {
      const http =
        error instanceof HttpError
          ? error
          : error instanceof ZodError
            ? fromZod(error)
            : (fromDatabase(error) ?? fromKoa(error));
      if (http) {
        ctx.status = http.status;
        ctx.body = http.errors
          ? { message: http.message, errors: http.errors }
          : { message: http.message };
        if (http.headers) ctx.set(http.headers);
        return;
      }
      if (isConnectionError(error)) {
        ctx.status = 503;
        ctx.body = { message: 'The service is temporarily unavailable. Please try again shortly.' };
        log.error({ err: error }, 'database unavailable');
        return;
      }
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong. Please try again.' };
      log.error({ err: error }, 'unhandled error');
    }
  };
}

/** Errors thrown by koa itself or its body parser carry a status and an exposable message. */
function fromKoa(error: unknown): HttpError | null {
  const e = error as {
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
    type?: string;
  };
  const status = e?.status ?? e?.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  if (status === 413) return new HttpError(413, 'Request body is too large');
  if (status === 415) return new HttpError(415, 'Unsupported content type');
  if (e.type === 'entity.parse.failed' || /JSON/i.test(e.message ?? ''))
    return badRequest('Invalid JSON body');
  return new HttpError(status, e.expose && e.message ? e.message : 'Invalid request');
}
