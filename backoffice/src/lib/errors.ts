import { useShowFailure } from './FailureBanner';

/** The error body every API refusal carries: `{ message, code, errors? }`. */
export type ApiErrorBody = { message?: string; code?: string; errors?: Record<string, string> };

/**
 * What to tell the admin about a failed call: the server's `message` when it sent one (ra-core's
 * HttpError keeps the JSON body), else the spec's fallback for that action ("Failed to update match").
 */
export function failureMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: ApiErrorBody } | null)?.body;
  if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  return fallback;
}

/**
 * An `onError` for a mutation: the server's message (or the fallback) in the dismissible red
 * banner (FailureBanner). Field errors (`errors.<field>`) are shown beside their inputs by
 * react-admin's forms on their own.
 */
export function useFailureNotify() {
  const showFailure = useShowFailure();
  return (fallback: string) => (error: unknown) => showFailure(failureMessage(error, fallback));
}

/**
 * A form's `onError`: the red banner as useFailureNotify, and the failure kept on the form as a
 * root error (`root.serverError`, cleared by the next submit). Without it react-admin counts a
 * refusal without field errors as a successful submit, and the form would stop asking before a
 * navigation drops the changes the server just refused.
 */
export function useFormFailure() {
  const notifyFailure = useFailureNotify();
  return (fallback: string) => (error: unknown) => {
    notifyFailure(fallback)(error);
    if (!error || typeof error !== 'object') return;
    const failed = error as { body?: ApiErrorBody | null };
    const body = (failed.body ??= {}) as Omit<ApiErrorBody, 'errors'> & { errors?: object };
    body.errors = { ...body.errors, root: { serverError: failureMessage(error, fallback) } };
  };
}
