import type { ZodType, z } from 'zod';
import { badRequest, fromZod } from './errors';

/** Parses an outside input with a zod schema; a failure becomes a 400 with field messages. */
export function parse<S extends ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

/** A positive integer path or query id, else 400. */
export function parseId(value: unknown, name = 'id'): number {
  // Only a string or a number is an id: String() of a JSON object whose toString is not a function throws.
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw badRequest(`Invalid ${name}`);
  return Number(text);
}

/**
 * A PUT body laid over the stored record, then validated whole with the resource's schema.
 * react-admin sends either the record as it read it (id, createdAt, nested display objects
 * included) or, from updateMany and partial forms, only the changed fields. So: a field the body
 * leaves out (or sends as undefined) keeps its stored value, null is a value (it clears a nullable
 * field), and the merged record must pass every rule of the schema (required fields, limits,
 * cross-field checks such as predictionsClose < matchDate). Read-only fields are not in the schema
 * and are dropped by it. `stored` is the record as the API answers it (JSON round-tripped here).
 */
export function parseMerged<S extends ZodType>(
  schema: S,
  stored: object,
  body: unknown,
): z.infer<S> {
  const fields = body ?? {};
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw badRequest('The body must be a JSON object');
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const current = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  return parse(schema, { ...current, ...given });
}
