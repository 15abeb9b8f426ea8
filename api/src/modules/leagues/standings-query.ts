import { STANDINGS_PAGE_SIZE } from '@predictor/contracts';
import { z } from 'zod';

const OFFSET_MESSAGE = 'offset must be a whole number of 0 or more';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${STANDINGS_PAGE_SIZE}`;

/** GET /leagues/{id}/standings query: offset (whole, from 0) and limit (1 to STANDINGS_PAGE_SIZE, the default). */
export const standingsQuery = z.object({
  offset: z
    .string({ error: OFFSET_MESSAGE })
    .regex(/^\d{1,9}$/, OFFSET_MESSAGE)
    .transform(Number)
    .optional()
    .default(0),
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^\d{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= STANDINGS_PAGE_SIZE, LIMIT_MESSAGE)
    .optional()
    .default(STANDINGS_PAGE_SIZE),
});
