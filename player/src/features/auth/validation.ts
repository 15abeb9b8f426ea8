import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@predictor/contracts/schemas';
import { MESSAGES } from '@predictor/contracts/messages';

/**
 * The auth forms' schemas: the contracts' request schemas, plus the confirmation fields that only
 * the forms have (dropped before sending).
 */
export const loginFormSchema = loginSchema;
export const forgotPasswordFormSchema = forgotPasswordSchema;

const confirmation = { confirmPassword: z.string() };
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch };

export const registerFormSchema = registerSchema
  .extend(confirmation)
  .refine(passwordsMatch, mismatch)
  .transform(({ confirmPassword: _confirm, ...body }) => body);

export const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, ...confirmation })
  .refine(passwordsMatch, mismatch);
