import { ERROR_CODES, type ErrorCode } from '../../errors';
import { z } from 'zod';

/**
 * Building blocks of the answer schemas. Answers are JSON: timestamps travel as ISO 8601 strings.
 * A presenter may hand a Date to JSON.stringify, so a timestamp's input type (z.input, used to type
 * presenters) is `Date | string` while its output type (z.infer, used by the apps) is `string`.
 */
const isoDateTime = z.iso.datetime({ offset: true });
export const dateTime = z
  .union([z.date(), isoDateTime])
  .transform((v) => (v instanceof Date ? v.toISOString() : v))
  .pipe(isoDateTime);

/** A calendar date, YYYY-MM-DD (season start and end). */
export const dateOnly = z.iso.date();

export const id = z.number().int().positive();
export const count = z.number().int().nonnegative();

/** `{id, name}`: a season, a competition or a team named inside another record. */
export const namedRef = z.strictObject({ id, name: z.string() });

/** Every error answer: a message for people, a stable code for programs, field messages on 400. */
export const errorSchema = z.strictObject({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** `{message}`: forgot/reset password, one-click unsubscribe. */
export const messageSchema = z.strictObject({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

/** GET /health. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** An uploaded image's URL (news and newsletter header uploads). */
export const imageUploadSchema = z.strictObject({ imageUrl: z.string() });
export type ImageUpload = z.infer<typeof imageUploadSchema>;
