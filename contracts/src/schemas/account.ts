import { z } from 'zod';
import { ACCOUNT_DELETE_CONFIRMATION } from '../constants';

/** Messages of "Your data" on the profile: the data download and the account's deletion (UK GDPR). */
export const ACCOUNT_DATA_MESSAGES = {
  enterPassword: 'Please enter your password',
  wrongPassword: 'Your password is incorrect',
  typeConfirmation: `Please type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`,
  lastAdmin:
    'You are the last admin. Make another account an admin before deleting yours, so someone can still run the game.',
  accountDeleted: 'Your account has been deleted. Thank you for playing.',
} as const;

/** DELETE /users/me: the password proves it is the player; the typed word that it is meant. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: ACCOUNT_DATA_MESSAGES.enterPassword })
    .min(1, ACCOUNT_DATA_MESSAGES.enterPassword)
    .max(200),
  confirmation: z
    .string({ error: ACCOUNT_DATA_MESSAGES.typeConfirmation })
    .trim()
    .pipe(
      z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: ACCOUNT_DATA_MESSAGES.typeConfirmation }),
    ),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The personal calendar feed of prediction deadlines (profile: "Calendar"). */
export const CALENDAR_MESSAGES = {
  linkNotValid:
    'This calendar link is not valid. It may have been reset: copy the new link from your profile.',
} as const;

/**
 * GET /calendar/{token}.ics?fixtures=team: `team` adds the fixtures of the player's favourite team
 * to their deadlines; absent, deadlines only.
 */
export const calendarFeedQuerySchema = z.object({
  fixtures: z.enum(['team']).optional(),
});
export type CalendarFeedQuery = z.infer<typeof calendarFeedQuerySchema>;
