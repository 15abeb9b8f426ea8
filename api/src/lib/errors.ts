import type { Context, Next } from 'koa';
import type { ErrorBody, ErrorCode } from '@predictor/contracts';
import { ZodError } from 'zod';
import { fromDatabase } from './db-errors';

/** The code an error answer carries when the thrower names none. */
const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** An error whose message is safe to show to the client, with a stable code for programs. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly report?: RowsReport;

  constructor(
    readonly status: number,
    message: string,
    options: {
      code?: ErrorCode;
      errors?: Record<string, string>;
      headers?: Record<string, string>;
      report?: RowsReport;
    } = {},
  ) {
    super(message);
    this.code = options.code ?? DEFAULT_CODES[status] ?? 'INTERNAL';
    this.errors = options.errors;
    this.headers = options.headers;
    this.report = options.report;
  }

  /** The answer's body: `{ message, code, errors? }`, with a refused grid's or file's report beside them. */
  toBody(): ErrorBody {
    const body: ErrorBody = this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
    return this.report ? { ...this.report, ...body } : body;
  }
}

/** What a refused grid or file answers beside message and code: each row's problem, and any counts. */
type RowsReport = { rows: unknown[] } & Record<string, unknown>;

export const badRequest = (
  message: string,
  errors?: Record<string, string>,
  code: ErrorCode = 'VALIDATION',
) => new HttpError(400, message, { code, errors });
export const unauthorized = (
  message = 'Authentication required',
  code: ErrorCode = 'UNAUTHENTICATED',
) => new HttpError(401, message, { code });
export const forbidden = (
  message = 'You do not have permission to do this',
  code: ErrorCode = 'FORBIDDEN',
) => new HttpError(403, message, { code });
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') =>
  new HttpError(404, message, { code });
/** A 409; `errors` names the field at fault (`{ email: ... }`) so forms show it beside that input. */
export const conflict = (
  message: string,
  code: ErrorCode = 'CONFLICT',
  errors?: Record<string, string>,
) => new HttpError(409, message, { code, errors });

/**
 * A 400 refusing a grid or a file row by row (nothing saved): beside `message` and `code`, the body
 * carries the report (`rows` with each row's problem, and any counts), so the screen marks each row.
 */
export const rowsRefused = (message: string, report: RowsReport) =>
  new HttpError(400, message, { code: 'VALIDATION', report });

/** Turns a zod error into a 400 with the first message and one message per field. */
export function fromZod(error: ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid request', errors);
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

/** First middleware: every failure answers `{ message, code, errors? }` with the right status, never a stack. */
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
        ctx.body = http.toBody();
        if (http.headers) ctx.set(http.headers);
        return;
      }
      if (isConnectionError(error)) {
        ctx.status = 503;
        ctx.body = {
          message: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'UNAVAILABLE',
        } satisfies ErrorBody;
        log.error({ err: error }, 'database unavailable');
        return;
      }
      ctx.status = 500;
      ctx.body = {
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL',
      } satisfies ErrorBody;
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
    return badRequest('Invalid JSON body', undefined, 'INVALID_JSON');
  return new HttpError(status, e.expose && e.message ? e.message : 'Invalid request');
}
