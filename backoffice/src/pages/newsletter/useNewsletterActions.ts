import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { NewsletterSendResult } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../dataProvider';
import { NOTICE_CLEAR_MS, RESULT_CLEAR_MS, useSendProgress, useTimedNotices } from './hooks';
import { liveOutcome, newsletterFailure, testOutcome } from './outcome';

export type Draft = { subject: string; bodyText: string; headerImageUrl: string | null };
export const EMPTY_DRAFT: Draft = { subject: '', bodyText: '', headerImageUrl: null };

const t = (key: string) => `app.newsletter.${key}`;

/**
 * The page's actions and their messages: upload the header, send a test to the admins, send live
 * (following the server's progress) after a confirmation naming the subject and the number of
 * players, and resume an interrupted send. The draft is cleared only after a live send without
 * failures.
 */
export function useNewsletterActions() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'live' | 'upload' | null>(null);
  const [uploadNotices, setUploadNotices] = useTimedNotices(NOTICE_CLEAR_MS);
  const [testNotices, setTestNotices] = useTimedNotices(NOTICE_CLEAR_MS);
  const [resultNotices, setResultNotices] = useTimedNotices(RESULT_CLEAR_MS);
  const progress = useSendProgress();
  // The live send asked for: its subject and how many players it mails, while the admin confirms.
  const [confirm, setConfirm] = useState<{ subject: string; recipients: number } | null>(null);
  // One key per confirmed send, kept for a retry of the same draft (the server then answers the
  // first send's outcome instead of mailing again); a new draft or a finished send drops it.
  const liveKey = useRef<string | null>(null);

  const edit = (change: Partial<Draft>) => {
    setFormError(null);
    liveKey.current = null;
    setDraft((d) => ({ ...d, ...change }));
  };

  /** Uploads the chosen header image; answers whether it was stored. */
  const upload = async (file: File | undefined) => {
    if (!file) {
      setUploadNotices([{ severity: 'error', text: translate(t('selectFile')) }]);
      return false;
    }
    setBusy('upload');
    try {
      const headerImageUrl = await dataProvider.uploadNewsletterHeader(file);
      setDraft((d) => ({ ...d, headerImageUrl }));
      setUploadNotices([{ severity: 'success', text: translate(t('headerUploaded')) }]);
      return true;
    } catch (error) {
      const text = newsletterFailure(error, translate(t('uploadFailed')), translate);
      setUploadNotices([{ severity: 'error', text }]);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const complete = () => draft.subject.trim() !== '' && draft.bodyText.trim() !== '';

  const sendTest = async () => {
    if (!complete()) return setFormError(translate(t('fillRequired')));
    setBusy('test');
    try {
      const result = await dataProvider.sendNewsletter({ ...draft, testMode: true });
      setTestNotices([testOutcome(result, translate)]);
    } catch (error) {
      const text = newsletterFailure(error, translate(t('testFailed')), translate);
      setTestNotices([{ severity: 'error', text }]);
    } finally {
      setBusy(null);
    }
  };

  /** Runs a live send or a resume while following its progress; answers the result, if any. */
  const runLive = async (run: () => Promise<NewsletterSendResult>, id?: number) => {
    setBusy('live');
    setResultNotices([]);
    await progress.follow(id);
    try {
      const result = await run();
      progress.finish({
        done: result.successCount + result.failureCount + result.invalidEmails,
        total: result.totalUsers,
      });
      setResultNotices(liveOutcome(result, translate));
      return result;
    } catch (error) {
      progress.reset();
      const text = newsletterFailure(error, translate(t('sendFailed')), translate);
      setResultNotices([{ severity: 'error', text }]);
      return null;
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter', 'interrupted'] });
    }
  };

  /** Send newsletter: counts the players it would mail and asks the admin to confirm; sends nothing. */
  const send = async () => {
    if (!complete()) return setFormError(translate(t('fillRequired')));
    setBusy('live');
    setResultNotices([]);
    try {
      const { recipients } = await dataProvider.getNewsletterAudience(false);
      setConfirm({ subject: draft.subject.trim(), recipients });
    } catch (error) {
      const text = newsletterFailure(error, translate(t('audienceFailed')), translate);
      setResultNotices([{ severity: 'error', text }]);
    } finally {
      setBusy(null);
    }
  };

  const cancelSend = () => setConfirm(null);

  /** The confirmed live send, under this draft's idempotency key. */
  const confirmSend = async () => {
    setConfirm(null);
    liveKey.current ??= crypto.randomUUID();
    const idempotencyKey = liveKey.current;
    const result = await runLive(() =>
      dataProvider.sendNewsletter({ ...draft, testMode: false, idempotencyKey }),
    );
    if (result) liveKey.current = null;
    if (result && result.failureCount === 0) setDraft(EMPTY_DRAFT);
  };

  const resume = (id: number) => runLive(() => dataProvider.resumeNewsletterSend(id), id);

  return {
    draft,
    edit,
    formError,
    busy,
    uploadNotices,
    testNotices,
    resultNotices,
    progress,
    upload,
    sendTest,
    send,
    confirm,
    cancelSend,
    confirmSend,
    resume,
  };
}
