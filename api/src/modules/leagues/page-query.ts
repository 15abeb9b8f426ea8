import { LEAGUE_PREDICTIONS_PAGE_SIZE, STANDINGS_PAGE_SIZE } from '@predictor/contracts';
import { z } from 'zod';

const OFFSET_MESSAGE = 'offset must be a whole number of 0 or more';

/** A paged league read's query: offset (whole, from 0) and limit (1 to `size`, the default). */
function pageQuery(size: number) {
  const limitMessage = `limit must be a whole number from 1 to ${size}`;
  return z.object({
    offset: z
      .string({ error: OFFSET_MESSAGE })
      .regex(/^\d{1,9}$/, OFFSET_MESSAGE)
      .transform(Number)
      .optional()
      .default(0),
    limit: z
      .string({ error: limitMessage })
      .regex(/^\d{1,3}$/, limitMessage)
      .transform(Number)
      .refine((n) => n >= 1 && n <= size, limitMessage)
      .optional()
      .default(size),
  });
}

/** GET /leagues/{id}/standings: rows of the table. */
export const standingsQuery = pageQuery(STANDINGS_PAGE_SIZE);
/** GET /leagues/{id}/predictions: members who predicted in the week. */
export const predictionsPageQuery = pageQuery(LEAGUE_PREDICTIONS_PAGE_SIZE);
