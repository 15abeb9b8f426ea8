import { z } from 'zod';
import {
  GROUPNAME_MAX_LENGTH,
  GROUPNAME_MIN_LENGTH,
  GROUPNAME_PATTERN,
  LEAGUE_TYPES,
  STANDINGS_PAGE_SIZE,
  type LeagueType,
} from '../constants';
import { MESSAGES } from '../messages';

export const LEAGUE_NAME_MAX_LENGTH = 100;
export const LEAGUE_DESCRIPTION_MAX_LENGTH = 500;
export const INVITE_CODE_LENGTH = 8;
/** No 0/O or 1/I: codes are read aloud and typed by hand. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** League messages the specification does not word itself (the spec's own ones are in MESSAGES). */
export const LEAGUE_MESSAGES = {
  notFound: 'League not found',
  fanLeagueNotFound: 'Fan league not found',
  nameTooLong: `League name must be at most ${LEAGUE_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${LEAGUE_DESCRIPTION_MAX_LENGTH} characters`,
  groupnameTooLong: `Group name must be at most ${GROUPNAME_MAX_LENGTH} characters long`,
  groupnameInvalid: 'Group name may only contain lowercase letters, numbers and hyphens',
  groupnameTaken: 'This group name is already taken',
  invalidType: 'Please select a league type',
  maxMembersInvalid: 'Maximum members must be a whole number of at least 1',
  seasonInactive: 'Please select an active season',
  adminOnlyType: 'Only admins can create official or fan leagues',
  inviteRequired: 'This league requires an invite code',
  alreadyMember: 'You are already a member of this league',
  notMember: 'You are not a member of this league',
  memberNotFound: 'This user is not a member of this league',
  cannotRemoveCreator: 'The league creator cannot be removed',
  cannotEdit: 'You do not have permission to edit this league',
  cannotChangeType: 'You do not have permission to change the league type',
  cannotDelete: 'You do not have permission to delete this league',
  cannotRemoveMembers: 'You do not have permission to remove members from this league',
  maxMembersBelowCount: 'Maximum members cannot be lower than the current number of members',
} as const;

/** A season id from a select: a positive integer or its text; empty or missing → 'Please select a season'. */
const seasonId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: MESSAGES.selectSeason })
    .int(MESSAGES.selectSeason)
    .positive(MESSAGES.selectSeason),
);

const groupname = z
  .string({ error: MESSAGES.groupnameRequired })
  .trim()
  .min(1, MESSAGES.groupnameRequired)
  .min(GROUPNAME_MIN_LENGTH, MESSAGES.groupnameTooShort)
  .max(GROUPNAME_MAX_LENGTH, LEAGUE_MESSAGES.groupnameTooLong)
  .regex(GROUPNAME_PATTERN, LEAGUE_MESSAGES.groupnameInvalid);

const name = z
  .string({ error: MESSAGES.leagueNameRequired })
  .trim()
  .min(1, MESSAGES.leagueNameRequired)
  .max(LEAGUE_NAME_MAX_LENGTH, LEAGUE_MESSAGES.nameTooLong);

const description = z
  .string()
  .trim()
  .max(LEAGUE_DESCRIPTION_MAX_LENGTH, LEAGUE_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

const maxMembers = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: LEAGUE_MESSAGES.maxMembersInvalid })
    .int(LEAGUE_MESSAGES.maxMembersInvalid)
    .min(1, LEAGUE_MESSAGES.maxMembersInvalid)
    .nullish(),
);

const type = z.enum(LEAGUE_TYPES, { error: LEAGUE_MESSAGES.invalidType });

/** groupname is kept only for fan leagues (the client sends it only then); a fan league needs one. */
function checkGroupname<T extends { type?: LeagueType; groupname?: unknown }>(
  value: T,
  ctx: z.RefinementCtx,
  required: boolean,
) {
  if (value.type !== 'fanleague') return;
  const result = groupname.safeParse(value.groupname ?? '');
  if (!result.success) {
    if (!required && value.groupname === undefined) return;
    ctx.addIssue({ code: 'custom', path: ['groupname'], message: result.error.issues[0].message });
  }
}

/** POST /leagues body. */
export const createLeagueSchema = z
  .object({
    name,
    description,
    season: seasonId,
    type: type.default('public'),
    maxMembers,
    groupname: z.unknown().optional(),
  })
  .superRefine((v, ctx) => checkGroupname(v, ctx, true))
  .transform((v) => ({
    ...v,
    // Left out for other types, so the body a form builds from this schema sends none (spec §5).
    groupname: v.type === 'fanleague' ? String(v.groupname).trim() : undefined,
  }));
export type CreateLeagueInput = z.infer<typeof createLeagueSchema>;

/** PUT /leagues/{id} body: omitted fields stay as they are; groupname is dropped unless the type is fanleague. */
export const updateLeagueSchema = z
  .object({
    name: name.optional(),
    description,
    season: seasonId.optional(),
    type: type.optional(),
    maxMembers,
    groupname: z.unknown().optional(),
  })
  .superRefine((v, ctx) => checkGroupname(v, ctx, false))
  .transform((v) => ({
    ...v,
    groupname:
      v.type === 'fanleague' && v.groupname !== undefined && v.groupname !== null
        ? String(v.groupname).trim()
        : undefined,
  }));
export type UpdateLeagueInput = z.infer<typeof updateLeagueSchema>;

/** POST /leagues/join-by-code body: trimmed, case-insensitive. */
export const joinByCodeSchema = z.object({
  inviteCode: z
    .string({ error: MESSAGES.enterInviteCode })
    .trim()
    .min(1, MESSAGES.enterInviteCode)
    .max(16, MESSAGES.invalidInviteCode),
});
export type JoinByCodeInput = z.infer<typeof joinByCodeSchema>;

/** GET /leagues/{id}/standings query: `offset` from 0, `limit` 1 to STANDINGS_PAGE_SIZE (the default). */
export const standingsPageSchema = z.object({
  offset: z
    .string()
    .regex(/^\d{1,9}$/, 'offset must be a whole number of 0 or more')
    .transform(Number)
    .optional()
    .default(0),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${STANDINGS_PAGE_SIZE}`)
    .transform(Number)
    .refine(
      (n) => n >= 1 && n <= STANDINGS_PAGE_SIZE,
      `limit must be a whole number from 1 to ${STANDINGS_PAGE_SIZE}`,
    )
    .optional()
    .default(STANDINGS_PAGE_SIZE),
});
