import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-admin form's resolver (`<SimpleForm resolver={schemaResolver(schema)}>`) from a contracts'
 * zod schema, or a form schema derived from one: its messages show beside their inputs. What is
 * saved stays the form's own values (raw), since the data providers and transforms work on the
 * record as react-admin holds it; the server parses the body with the same schema.
 */
export function schemaResolver(schema: z.ZodType<unknown, FieldValues>): Resolver<FieldValues> {
  return zodResolver(schema, undefined, { raw: true }) as Resolver<FieldValues>;
}
