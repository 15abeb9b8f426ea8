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
  const text = String(value ?? '');
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw badRequest(`Invalid ${name}`);
  return Number(text);
}
