import { z } from 'zod';
import { TROPHY_TYPES } from '../../constants';
import { count, dateTime, id } from './common';

const trophyType = z.enum(TROPHY_TYPES);

/** A trophy award on a player's shelf (GET /trophies/user...). */
export const awardSchema = z.strictObject({
  id,
  trophy: z.strictObject({
    id,
    name: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    trophyType,
  }),
  reason: z.string().nullable(),
  awardedAt: dateTime,
});
export type Award = z.infer<typeof awardSchema>;
/** Former name of Award. */
export type TrophyAwardView = Award;
export const awardsResponseSchema = z.strictObject({ awards: z.array(awardSchema) });
export type AwardsResponse = z.infer<typeof awardsResponseSchema>;

/** A trophy as the admin endpoints answer it. */
export const trophySchema = z.strictObject({
  id,
  name: z.string(),
  description: z.string(),
  trophyType,
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: dateTime,
  _count: z.strictObject({ awards: count }),
});
export type Trophy = z.infer<typeof trophySchema>;
export type AdminTrophy = Trophy;

/** An award as the admin endpoints answer it. */
export const adminTrophyAwardSchema = z.strictObject({
  id,
  trophy: z.strictObject({ id, name: z.string(), trophyType, imageUrl: z.string().nullable() }),
  user: z.strictObject({ id, teamName: z.string() }),
  reason: z.string().nullable(),
  awardedAt: dateTime,
});
export type AdminTrophyAward = z.infer<typeof adminTrophyAwardSchema>;

/** GET /trophies/admin/awards called plainly. */
export const adminAwardPageSchema = z.strictObject({
  awards: z.array(adminTrophyAwardSchema),
  pagination: z.strictObject({ page: count, limit: count, total: count, pages: count }),
});
export type AdminAwardPage = z.infer<typeof adminAwardPageSchema>;

/** POST /trophies/admin/award and /award-all. */
export const awardedSchema = z.strictObject({ awarded: count });
export type Awarded = z.infer<typeof awardedSchema>;

/** POST /trophies/admin/award-all: awarded, and active players skipped as holding it already. */
export const awardedAllSchema = z.strictObject({ awarded: count, skipped: count });
export type AwardedAll = z.infer<typeof awardedAllSchema>;

/** GET /trophies/admin/award-all/preview: the counts award to all's confirmation names. */
export const awardAllPreviewSchema = z.strictObject({
  trophy: z.strictObject({ id, name: z.string() }),
  /** Active players who would receive it. */
  toAward: count,
  /** Active players skipped: they hold it for the same reason already. */
  alreadyHold: count,
});
export type AwardAllPreview = z.infer<typeof awardAllPreviewSchema>;
