import { z } from 'zod';
import {
  COUNTRY_CODE_MAX_LENGTH,
  MATCH_GROUP_DESCRIPTION_MAX_LENGTH,
  MATCH_GROUP_NAME_MAX_LENGTH,
  MATCH_STATUSES,
  PASSWORD_MIN_LENGTH,
  ROLES,
  TEAM_SHORT_NAME_MAX_LENGTH,
  USER_SEARCH_MIN_LENGTH,
  VENUE_MAX_LENGTH,
} from '../constants';
import { MESSAGES } from '../messages';

/** Admin back-office limits that the specs leave open, chosen once here. */
export const SEASON_NAME_MAX_LENGTH = 100;
export const SEASON_DESCRIPTION_MAX_LENGTH = 500;
export const SEASON_GAME_TYPE_MAX_LENGTH = 30;
export const CLUB_NAME_MAX_LENGTH = 100;
export const RESULT_GOALS_MAX = 99;
export const BULK_RESULTS_MAX = 500;
export const SHIFT_MATCHES_MAX = 500;
/** A shift of at most one year either way. */
export const SHIFT_MINUTES_MAX = 525_600;
export const FIXTURE_IMPORT_MAX_ROWS = 2000;
export const FIXTURE_IMPORT_MAX_CHARS = 200_000;

export const ADMIN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  descriptionTooLong: (max: number) => `Description must be at most ${max} characters`,
  competitionRequired: 'Competition is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  orderInvalid: 'Order must be a whole number',
  gameTypeTooLong: `Game type must be at most ${SEASON_GAME_TYPE_MAX_LENGTH} characters`,
  isActiveBoolean: 'Active must be true or false',
  seasonNotFound: 'Season not found',
  competitionNotFound: 'Competition not found',
  seasonHasMatches: 'Cannot delete a season that has matches',
  seasonHasLeagues: 'Cannot delete a season that has leagues',
  teamNotFound: 'Team not found',
  teamNameTaken: 'A team with this name already exists',
  shortNameTooLong: `Short name must be at most ${TEAM_SHORT_NAME_MAX_LENGTH} characters`,
  countryCodeTooLong: `Country code must be at most ${COUNTRY_CODE_MAX_LENGTH} characters`,
  teamInUse: 'Cannot delete a team that is used by matches',
  matchGroupNotFound: 'Match group not found',
  matchWeekMin: 'Match week must be at least 1',
  matchGroupHasMatches:
    'Cannot delete a match group that has matches. Move its matches to another group first.',
  seasonRequired: 'Season is required',
  matchGroupRequired: 'Match group is required',
  homeTeamRequired: 'Home team is required',
  awayTeamRequired: 'Away team is required',
  matchDateRequired: 'Match date is required',
  predictionsCloseRequired: 'Predictions close is required',
  invalidDateTime: 'Enter a valid date and time',
  venueTooLong: `Venue must be at most ${VENUE_MAX_LENGTH} characters`,
  statusRequired: 'Status is required',
  statusInvalid: `Status must be one of ${MATCH_STATUSES.join(', ')}`,
  goalsInvalid: 'Goals must be whole numbers of 0 or more',
  goalsRequired: 'Both goal counts are required',
  matchNotFound: 'Match not found',
  duplicateMatchId: 'This match appears more than once',
  bulkInvalid: 'Some results are invalid; nothing was saved',
  matchIdsRequired: 'Select at least one match',
  minutesInvalid: 'Minutes must be a whole number',
  csvRequired: 'CSV text is required',
  csvTooLarge: `A fixture import is limited to ${FIXTURE_IMPORT_MAX_ROWS} rows`,
  importHasProblems: 'The fixture file has problems; nothing was imported',
  emailRequired: MESSAGES.emailRequired,
  teamNameRequired: MESSAGES.teamNameRequired,
  invalidEmail: MESSAGES.invalidEmail,
  roleInvalid: 'Role must be user or admin',
  userNotFound: 'User not found',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  searchTooShort: `Search text must be at least ${USER_SEARCH_MIN_LENGTH} characters`,
} as const;

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
  .max(1000, ADMIN_MESSAGES.matchWeekMin)
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
