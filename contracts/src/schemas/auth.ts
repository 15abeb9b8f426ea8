import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { requiredText } from './common';

/** Messages of the account's own security settings (the specs leave them to us). */
export const ACCOUNT_MESSAGES = {
  enterCurrentPassword: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is incorrect',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  signedOutEverywhere: 'You have been signed out of all devices.',
} as const;

const newPassword = z
  .string({ error: MESSAGES.enterNewPassword })
  .min(1, MESSAGES.enterNewPassword)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(200);

const optionalName = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : undefined));

export const loginSchema = z.object({
  email: requiredText(MESSAGES.fillAllFields, 254),
  password: z.string({ error: MESSAGES.fillAllFields }).min(1, MESSAGES.fillAllFields).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  teamName: requiredText(MESSAGES.teamNameRequired, 50),
  email: requiredText(MESSAGES.emailRequired, 254).pipe(z.email(MESSAGES.invalidEmail)),
  password: z
    .string({ error: MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(200),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredText(MESSAGES.enterEmail, 254),
});

export const resetPasswordSchema = z.object({
  token: requiredText(MESSAGES.invalidResetLink, 200),
  password: newPassword,
});

/** POST /auth/change-password: the current password proves it is the player; then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.enterCurrentPassword })
    .min(1, ACCOUNT_MESSAGES.enterCurrentPassword)
    .max(200),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
