import { z } from 'zod';
import { MESSAGES } from '@predictor/contracts/messages';
import { adminPasswordSchema } from '@predictor/contracts/schemas';

/** The admin password reset (admin spec §5): the contracts' schema and a confirmation that matches. */
export const passwordFormSchema = adminPasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/**
 * What the dialog shows as it is typed, by the schema: a field's message once that field has text;
 * submitting needs the whole form valid.
 */
export function passwordProblems(password: string, confirm: string) {
  const result = passwordFormSchema.safeParse({ password, confirm });
  const message = (field: string) =>
    result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  return {
    password: password ? message('password') : undefined,
    confirm: confirm ? message('confirm') : undefined,
    canSubmit: result.success,
  };
}
