import { z } from 'zod';
import { changePasswordSchema } from '@predictor/contracts/schemas';
import { MESSAGES } from '@predictor/contracts/messages';

/**
 * The change-password form: the contracts' request schema plus the confirmation only the form has
 * (dropped before sending), with the spec's 'Passwords do not match'.
 */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  })
  .transform(({ confirmPassword: _confirm, ...body }) => body);
