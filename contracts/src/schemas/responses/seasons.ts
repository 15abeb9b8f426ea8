import { z } from 'zod';
import { count, dateOnly, dateTime, id } from './common';

/** GET /seasons, /seasons/{id}. */
export const seasonResponseSchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string().nullable(),
  countryCode: z.string().nullable(),
  isActive: z.boolean(),
  order: z.number().int(),
  startDate: dateOnly,
  endDate: dateOnly,
  gameType: z.string(),
  competition: z.strictObject({
    id,
    name: z.string(),
    tier: z.number().int().nullable(),
    logoUrl: z.string().nullable(),
  }),
});
export type Season = z.infer<typeof seasonResponseSchema>;
export const seasonListSchema = z.array(seasonResponseSchema);

/** GET /seasons/{id}/match-groups and current-match-group; dates span the group's matches (null when empty). */
export const matchGroupResponseSchema = z.strictObject({
  id,
  seasonId: id,
  name: z.string(),
  description: z.string().nullable(),
  matchWeek: z.number().int().nullable(),
  isActive: z.boolean(),
  startDate: dateTime.nullable(),
  endDate: dateTime.nullable(),
  matchCount: count,
});
export type MatchGroup = z.infer<typeof matchGroupResponseSchema>;
export const matchGroupListSchema = z.array(matchGroupResponseSchema);
