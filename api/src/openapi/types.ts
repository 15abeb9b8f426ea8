import { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: anyone, anyone (a signed-in caller sees more), a signed-in user, a site admin. */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/**
 * A success answer: JSON with a schema, an HTML or text page, a CSV download, an iCalendar feed, a
 * Server-Sent Events stream (its events' data schemas by event name), or no body (204).
 */
export type Answer =
  z.ZodType | 'html' | 'text' | 'csv' | 'ics' | { events: Record<string, z.ZodType> } | null;

/**
 * One route of the API as the router declares it (`/api` + @koa/router path), with its request and
 * its success answers by status. Error answers follow from `access`, the path and the request: see
 * document.ts.
 */
export type RouteContract = {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  /** A multipart form: its file field (and text fields from `body`, when given). */
  multipart?: { file: string; required: boolean };
  query?: z.ZodType;
  responses: Partial<Record<200 | 201 | 204, Answer>>;
  /** Error answers this route gives beyond those document.ts derives, with what they mean. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409, string>>;
};

/** A 200 answer of JSON with this schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 200: schema });

/** Shorthand for a registry row. */
export const route = (
  method: Method,
  path: string,
  summary: string,
  rest: Omit<RouteContract, 'method' | 'path' | 'summary'>,
): RouteContract => ({ method, path: `/api${path}`, summary, ...rest });

/**
 * A PUT body as the admin API reads it: every field of the create/update schema optional. The body
 * is merged over the stored record (absent fields keep their value, read-only fields such as id,
 * createdAt or nested display objects are ignored) and the merged record must pass the whole
 * schema, cross-field rules included (see `parseMerged` in lib/validate.ts).
 */
export function partialBody(schema: z.ZodType): z.ZodType {
  const { shape } = schema as z.ZodObject;
  return z
    .object(
      Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.optional()])),
    )
    .describe(
      'Whole or partial: absent fields keep their stored value; the merged record is validated whole.',
    );
}
