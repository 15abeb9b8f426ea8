import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api';

/**
 * Forms validated with the contracts' zod schemas (react-hook-form + zodResolver), showing the
 * server's `errors.<field>` beside the field. A page does:
 *   const form = useZodForm(loginSchema, { email: '', password: '' });
 *   <form onSubmit={form.handleSubmit((body) => mutate(body, { onError: (e) => showServerError(form, e, 'Login failed') }))}>
 *   <TextField label="Email" {...textField(form, 'email')} />
 *   {formError(form) && <Alert severity="error">{formError(form)}</Alert>}
 * Submit handlers receive the schema's output (trimmed, optional names dropped).
 */
export type ZodForm<TIn extends FieldValues, TOut extends FieldValues = TIn> = UseFormReturn<
  TIn,
  unknown,
  TOut
>;

export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
): ZodForm<TIn, TOut> {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
}

/**
 * A contracts' request schema as the schema of a form whose inputs hold `TValues` (text, the
 * selects' values as text): it parses any input, so it reads these, and typed so, useZodForm knows
 * the form's fields. E.g. `forValues<LeagueFormValues>()(createLeagueSchema)`.
 */
export const forValues =
  <TValues extends FieldValues>() =>
  <TOut>(schema: z.ZodType<TOut>): z.ZodType<TOut, TValues> =>
    schema as z.ZodType<TOut, TValues>;

/** Props for an MUI TextField bound to `name`: value wiring, error state and message beside it. */
export function textField<TIn extends FieldValues, TOut extends FieldValues>(
  form: ZodForm<TIn, TOut>,
  name: Path<TIn>,
  hint?: string,
) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? hint };
}

/**
 * Puts a failed call's field messages beside their fields and its message (or the screen's
 * fallback) above the form. Field names the form does not have are only summarised.
 */
export function showServerError<TIn extends FieldValues, TOut extends FieldValues>(
  form: ZodForm<TIn, TOut>,
  error: unknown,
  fallback: string,
): void {
  const fields = Object.keys(form.getValues());
  if (error instanceof ApiError && error.errors) {
    for (const [field, message] of Object.entries(error.errors)) {
      if (fields.includes(field)) form.setError(field as Path<TIn>, { type: 'server', message });
    }
  }
  form.setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
}

/** The message above the form: the server's, else the first field's client-side message. */
export function formError<TIn extends FieldValues, TOut extends FieldValues>(
  form: ZodForm<TIn, TOut>,
): string | null {
  const { errors } = form.formState;
  const server = errors.root?.server?.message;
  if (server) return server;
  for (const field of Object.keys(form.getValues())) {
    const message = (get(errors, field) as { type?: string; message?: string } | undefined)
      ?.message;
    if (message) return message;
  }
  return null;
}
