import { z } from 'zod';
import { MATCH_STATUSES } from '../constants';

/**
 * GET /api/events (Server-Sent Events): `event: result` when a match's result is set or corrected or
 * its status changes. It names what changed; clients refetch with their own credentials.
 */
export const liveResultEventSchema = z.object({
  matchId: z.number().int(),
  seasonId: z.number().int(),
  matchGroupId: z.number().int().nullable(),
  status: z.enum(MATCH_STATUSES),
  homeGoals: z.number().int().nullable(),
  awayGoals: z.number().int().nullable(),
});
export type LiveResultEvent = z.infer<typeof liveResultEventSchema>;

/** The stream's event names: `ready` (first, its id the stream's position) and `result`. */
export const LIVE_EVENT_TYPES = ['ready', 'result'] as const;
