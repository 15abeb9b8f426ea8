import { z } from 'zod';
import {
  COUNTRY_CODE_MAX_LENGTH,
  MATCH_GROUP_DESCRIPTION_MAX_LENGTH,
  MATCH_GROUP_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  TEAM_SHORT_NAME_MAX_LENGTH,
} from '../constants';
import { MESSAGES } from '../messages';

import {
  SEASON_NAME_MAX_LENGTH,
  SEASON_DESCRIPTION_MAX_LENGTH,
  SEASON_GAME_TYPE_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  MATCH_WEEK_MAX,
  ADMIN_MESSAGES,
} from '../admin';
export {
  SEASON_NAME_MAX_LENGTH,
  SEASON_DESCRIPTION_MAX_LENGTH,
  SEASON_GAME_TYPE_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  RESULT_GOALS_MAX,
  BULK_RESULTS_MAX,
  SHIFT_MATCHES_MAX,
  SHIFT_MINUTES_MAX,
  FIXTURE_IMPORT_MAX_ROWS,
  FIXTURE_IMPORT_MAX_CHARS,
  MATCH_WEEK_MAX,
  ADMIN_MESSAGES,
} from '../admin';

export const requiredId = (message: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    z.number({ error: message }).int(message).positive(message),
  );

export const optionalText = (
  max: number,
  message: string,
  transform: (v: string) => string = (v) => v,
) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? transform(v) : null));

const dateOnly = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform((v) => v.slice(0, 10))
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, message)
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), message),
    );

/** ISO date-time; without a zone it is read as UTC (the forms send local date-time values meaning UTC). */
export const isoDateTime = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i,
      ADMIN_MESSAGES.invalidDateTime,
    )
    .transform((v) => new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v : `${v}Z`))
    .refine((d) => !Number.isNaN(d.getTime()), ADMIN_MESSAGES.invalidDateTime);

export const matchWeek = z
  .number({ error: ADMIN_MESSAGES.matchWeekMin })
  .int(ADMIN_MESSAGES.matchWeekMin)
  .min(1, ADMIN_MESSAGES.matchWeekMin)
  .max(MATCH_WEEK_MAX, ADMIN_MESSAGES.matchWeekMin)
  .nullish();

const isActive = z.boolean({ error: ADMIN_MESSAGES.isActiveBoolean }).optional();

/** POST /admin/seasons and PUT /admin/seasons/{id}. */
export const seasonSchema = z
  .object({
    name: z
      .string({ error: ADMIN_MESSAGES.nameRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.nameRequired)
      .max(SEASON_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(SEASON_NAME_MAX_LENGTH)),
    description: optionalText(
      SEASON_DESCRIPTION_MAX_LENGTH,
      ADMIN_MESSAGES.descriptionTooLong(SEASON_DESCRIPTION_MAX_LENGTH),
    ),
    startDate: dateOnly(ADMIN_MESSAGES.startDateRequired),
    endDate: dateOnly(ADMIN_MESSAGES.endDateRequired),
    competitionId: requiredId(ADMIN_MESSAGES.competitionRequired),
    isActive,
    order: z
      .number({ error: ADMIN_MESSAGES.orderInvalid })
      .int(ADMIN_MESSAGES.orderInvalid)
      .min(-100000)
      .max(100000)
      .optional(),
    gameType: z
      .string({ error: ADMIN_MESSAGES.gameTypeTooLong })
      .trim()
      .min(1)
      .max(SEASON_GAME_TYPE_MAX_LENGTH, ADMIN_MESSAGES.gameTypeTooLong)
      .optional(),
  })
  .refine((s) => s.startDate <= s.endDate, {
    message: ADMIN_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type SeasonInput = z.infer<typeof seasonSchema>;

/** POST /admin/teams and PUT /admin/teams/{id} (the logo has its own routes). */
export const teamSchema = z.object({
  name: z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.nameRequired)
    .max(CLUB_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(CLUB_NAME_MAX_LENGTH)),
  shortName: optionalText(TEAM_SHORT_NAME_MAX_LENGTH, ADMIN_MESSAGES.shortNameTooLong, (v) =>
    v.toUpperCase(),
  ),
  countryCode: optionalText(COUNTRY_CODE_MAX_LENGTH, ADMIN_MESSAGES.countryCodeTooLong, (v) =>
    v.toUpperCase(),
  ),
  competitionId: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number({ error: ADMIN_MESSAGES.competitionNotFound }).int().positive().nullish(),
  ),
});
export type TeamInput = z.infer<typeof teamSchema>;

/** POST /admin/seasons/{seasonId}/match-groups and PUT /admin/match-groups/{id}. */
export const matchGroupSchema = z.object({
  name: z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.nameRequired)
    .max(MATCH_GROUP_NAME_MAX_LENGTH, ADMIN_MESSAGES.nameTooLong(MATCH_GROUP_NAME_MAX_LENGTH)),
  description: optionalText(
    MATCH_GROUP_DESCRIPTION_MAX_LENGTH,
    ADMIN_MESSAGES.descriptionTooLong(MATCH_GROUP_DESCRIPTION_MAX_LENGTH),
  ),
  matchWeek,
  isActive,
});
export type MatchGroupInput = z.infer<typeof matchGroupSchema>;

/** PUT /admin/users/{id}. */
export const adminUserUpdateSchema = z.object({
  email: z
    .string({ error: ADMIN_MESSAGES.emailRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email(ADMIN_MESSAGES.invalidEmail)),
  teamName: z
    .string({ error: ADMIN_MESSAGES.teamNameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.teamNameRequired)
    .max(50, 'Team name must be at most 50 characters'),
  firstName: optionalText(100, 'First name must be at most 100 characters'),
  lastName: optionalText(100, 'Last name must be at most 100 characters'),
  isActive,
});
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** PUT /admin/users/{id}/password. */
export const adminPasswordSchema = z.object({
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(200),
});

/** PUT /admin/users/{id}/role. */
export const adminRoleSchema = z.object({
  role: z.enum(ROLES, { error: ADMIN_MESSAGES.roleInvalid }),
});
