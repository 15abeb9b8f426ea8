import { z } from 'zod';
import { COUNTRY_CODE_MAX_LENGTH } from '../constants';

import {
  COMPETITION_NAME_MAX_LENGTH,
  COMPETITION_LOGO_URL_MAX_LENGTH,
  COMPETITION_TIER_MIN,
  COMPETITION_TIER_MAX,
  COMPETITION_MESSAGES,
} from '../admin';
export {
  COMPETITION_NAME_MAX_LENGTH,
  COMPETITION_LOGO_URL_MAX_LENGTH,
  COMPETITION_TIER_MIN,
  COMPETITION_TIER_MAX,
  COMPETITION_MESSAGES,
} from '../admin';

/** Empty text and null clear the field (null); an omitted field stays undefined (unchanged on update). */
const optionalText = (max: number, message: string, transform: (v: string) => string = (v) => v) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? transform(v) : null));

/** POST /admin/competitions and PUT /admin/competitions/{id} body. */
export const competitionSchema = z.object({
  name: z
    .string({ error: COMPETITION_MESSAGES.nameRequired })
    .trim()
    .min(1, COMPETITION_MESSAGES.nameRequired)
    .max(COMPETITION_NAME_MAX_LENGTH, COMPETITION_MESSAGES.nameTooLong),
  countryCode: optionalText(COUNTRY_CODE_MAX_LENGTH, COMPETITION_MESSAGES.countryCodeTooLong, (v) =>
    v.toUpperCase(),
  ),
  logoUrl: optionalText(COMPETITION_LOGO_URL_MAX_LENGTH, COMPETITION_MESSAGES.logoUrlTooLong),
  /** Omitted: true on create, unchanged on update. */
  isActive: z.boolean({ error: COMPETITION_MESSAGES.isActiveBoolean }).optional(),
  tier: z
    .number({ error: COMPETITION_MESSAGES.tierRange })
    .int(COMPETITION_MESSAGES.tierRange)
    .min(COMPETITION_TIER_MIN, COMPETITION_MESSAGES.tierRange)
    .max(COMPETITION_TIER_MAX, COMPETITION_MESSAGES.tierRange)
    .nullish(),
});
export type CompetitionInput = z.infer<typeof competitionSchema>;
