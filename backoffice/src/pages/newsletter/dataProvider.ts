import type {
  NewsletterAudience,
  NewsletterDraft,
  NewsletterPreview,
  NewsletterProgress,
  NewsletterRendered,
  NewsletterSendInput,
  NewsletterSendResult,
  NewsletterSendSummary,
} from '@predictor/contracts/types';
import { NEWSLETTER_SEND_TIMEOUT_MS } from '@predictor/contracts/constants';
import { API_URL, httpClient } from '../../http';

const NEWSLETTER_API = `${API_URL}/newsletter`;
const post = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export type NewsletterMethods = {
  getNewsletterPreview: () => Promise<NewsletterPreview>;
  renderNewsletter: (draft: NewsletterDraft) => Promise<NewsletterRendered>;
  uploadNewsletterHeader: (file: File) => Promise<string>;
  /** GET /audience?testMode= → {recipients}: whom a send would mail now (for its confirmation). */
  getNewsletterAudience: (testMode: boolean) => Promise<NewsletterAudience>;
  /** POST /send; a live send carries the confirmed action's idempotencyKey. */
  sendNewsletter: (input: NewsletterSendInput) => Promise<NewsletterSendResult>;
  listNewsletterSends: (status: 'sending' | 'interrupted') => Promise<NewsletterSendSummary[]>;
  getNewsletterSend: (id: number) => Promise<NewsletterProgress>;
  resumeNewsletterSend: (id: number) => Promise<NewsletterSendResult>;
};

/** The back office's calls to /api/admin/newsletter. Sends and resumes wait up to 5 minutes. */
export const newsletterMethods: NewsletterMethods = {
  getNewsletterPreview: async () =>
    (await httpClient(`${NEWSLETTER_API}/preview`)).json as NewsletterPreview,
  renderNewsletter: async (draft) =>
    (await httpClient(`${NEWSLETTER_API}/render`, post(draft))).json as NewsletterRendered,
  uploadNewsletterHeader: async (file) => {
    const body = new FormData();
    body.append('logo', file);
    const { json } = await httpClient(`${NEWSLETTER_API}/upload-header`, { method: 'POST', body });
    return (json as { imageUrl: string }).imageUrl;
  },
  getNewsletterAudience: async (testMode) =>
    (await httpClient(`${NEWSLETTER_API}/audience?testMode=${testMode}`))
      .json as NewsletterAudience,
  sendNewsletter: async (input) =>
    (
      await httpClient(
        `${NEWSLETTER_API}/send`,
        post(input),
        input.testMode ? undefined : NEWSLETTER_SEND_TIMEOUT_MS,
      )
    ).json as NewsletterSendResult,
  listNewsletterSends: async (status) =>
    (await httpClient(`${NEWSLETTER_API}/sends?status=${status}`)).json as NewsletterSendSummary[],
  getNewsletterSend: async (id) =>
    (await httpClient(`${NEWSLETTER_API}/sends/${id}`)).json as NewsletterProgress,
  resumeNewsletterSend: async (id) =>
    (
      await httpClient(
        `${NEWSLETTER_API}/sends/${id}/resume`,
        { method: 'POST' },
        NEWSLETTER_SEND_TIMEOUT_MS,
      )
    ).json as NewsletterSendResult,
};
