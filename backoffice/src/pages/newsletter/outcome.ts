import type { NewsletterSendResult } from '@predictor/contracts/types';
import type { TranslateFunction } from 'react-admin';
import { failureMessage } from '../../lib/errors';

export type Notice = { severity: 'success' | 'warning' | 'error'; text: string };

const t = (key: string) => `app.newsletter.${key}`;

/** A test send's message: one admin reached, or how many admins and how it went. */
export function testOutcome(result: NewsletterSendResult, translate: TranslateFunction): Notice {
  if (result.totalAdmins === 1 && result.successCount === 1)
    return { severity: 'success', text: translate(t('testOne')) };
  return {
    severity: result.failureCount > 0 ? 'warning' : 'success',
    text: translate(t('testSummary'), {
      count: result.totalAdmins,
      success: result.successCount,
      failed: result.failureCount,
    }),
  };
}

/** A live send's (or resume's) messages: skipped invalid addresses, then all, none or some sent. */
export function liveOutcome(result: NewsletterSendResult, translate: TranslateFunction): Notice[] {
  const notices: Notice[] = [];
  if (result.invalidEmails > 0)
    notices.push({
      severity: 'warning',
      text: translate(t('invalidSkipped'), { smart_count: result.invalidEmails }),
    });
  if (result.successCount === 0)
    notices.push({ severity: 'error', text: translate(t('noneSent')) });
  else if (result.failureCount === 0)
    notices.push({
      severity: 'success',
      text: translate(t('allSent'), { count: result.validUsers }),
    });
  else
    notices.push({
      severity: 'warning',
      text: translate(t('someFailed'), {
        sent: result.successCount,
        failed: result.failureCount,
      }),
    });
  return notices;
}

/**
 * A failed newsletter call: the server's message; else its `error` ("Newsletter error: …"); else,
 * when no answer came at all, "Network error: …"; else the action's fallback.
 */
export function newsletterFailure(
  error: unknown,
  fallback: string,
  translate: TranslateFunction,
): string {
  const message = failureMessage(error, '');
  if (message) return message;
  const {
    body,
    status,
    message: raw,
  } = (error ?? {}) as {
    body?: { error?: unknown };
    status?: number;
    message?: string;
  };
  if (typeof body?.error === 'string' && body.error)
    return translate(t('newsletterError'), { error: body.error });
  if (!status && raw) return translate(t('networkError'), { message: raw });
  return fallback;
}
