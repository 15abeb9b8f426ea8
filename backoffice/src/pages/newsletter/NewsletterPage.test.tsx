import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import type { NewsletterSendResult, NewsletterSendSummary } from '@predictor/contracts/types';
import { i18nProvider } from '../../i18n';
import type { NewsletterMethods } from './dataProvider';
import { NewsletterPage } from './NewsletterPage';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('user', JSON.stringify({ id: 7, teamName: 'Admin', role: 'admin' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

function result(overrides: Partial<NewsletterSendResult> = {}): NewsletterSendResult {
  return {
    sendId: 1,
    testMode: false,
    totalAdmins: 0,
    totalUsers: 4,
    validUsers: 4,
    invalidEmails: 0,
    successCount: 4,
    failureCount: 0,
    batchCount: 1,
    recipients: [],
    successfulEmails: [],
    unconfirmedEmails: [],
    failedEmails: [],
    ...overrides,
  };
}

function summary(overrides: Partial<NewsletterSendSummary> = {}): NewsletterSendSummary {
  return {
    id: 5,
    subject: 'Week 5',
    testMode: false,
    state: 'sending',
    createdBy: 7,
    createdAt: '2026-03-01T10:00:00.000Z',
    total: 4,
    sent: 2,
    failed: 0,
    invalid: 0,
    pending: 2,
    ...overrides,
  };
}

function renderPage(methods: Partial<NewsletterMethods> = {}) {
  const all: NewsletterMethods = {
    getNewsletterPreview: async () => ({
      totalMatches: 2,
      totalSeasons: 1,
      matchesBySeason: {
        'Premier 2026': [
          {
            id: 1,
            homeTeam: { name: 'Leeds United' },
            awayTeam: { name: 'Hull City' },
            matchDate: '2026-03-14T15:00:00.000Z',
            matchGroup: null,
          },
          {
            id: 2,
            homeTeam: { name: 'Stoke City' },
            awayTeam: { name: 'Derby County' },
            matchDate: '2026-03-15T15:00:00.000Z',
            matchGroup: null,
          },
        ],
      },
    }),
    renderNewsletter: async (draft) => ({ html: `<p>${draft.bodyText}</p>`, text: '' }),
    uploadNewsletterHeader: async () => '/uploads/header.png',
    getNewsletterAudience: async () => ({ recipients: 171 }),
    sendNewsletter: async () => result(),
    listNewsletterSends: async () => [],
    getNewsletterSend: async (id) => ({
      id,
      status: 'sending',
      total: 4,
      sent: 1,
      failed: 0,
      invalid: 0,
      pending: 3,
    }),
    resumeNewsletterSend: async () => result(),
    ...methods,
  };
  const spies = Object.fromEntries(
    Object.entries(all).map(([k, f]) => [k, vi.fn(f as (...a: unknown[]) => unknown)]),
  ) as unknown as { [K in keyof NewsletterMethods]: ReturnType<typeof vi.fn> };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={spies as unknown as DataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <NewsletterPage />
      </AdminContext>
    </MemoryRouter>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { spies, user };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function compose(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Subject/), 'Week 9');
  await user.type(screen.getByLabelText(/^Body/), 'Hello all');
}

/** Send newsletter, then Send in the confirmation. */
async function sendLive(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send newsletter' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Weekly Newsletter', () => {
  it('counts subject and body characters against their limits', async () => {
    const { user } = renderPage();
    expect(screen.getByText('0 / 200')).toBeTruthy();
    expect(screen.getByText('0 / 5000')).toBeTruthy();
    await compose(user);
    expect(screen.getByText('6 / 200')).toBeTruthy();
    expect(screen.getByText('9 / 5000')).toBeTruthy();
    expect(screen.getByLabelText(/^Subject/).getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText(/^Body/).getAttribute('maxlength')).toBe('5000');
  });

  it('previews the totals, the matches by season and the rendered e-mail', async () => {
    const { user } = renderPage();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Leeds United v Hull City')).toBeTruthy();
    expect(within(preview).getByText('Premier 2026 (2)')).toBeTruthy();
    await compose(user);
    await advance(500);
    const frame = (await screen.findByTitle(
      'The e-mail as a player will see it',
    )) as HTMLIFrameElement;
    await vi.waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<p>Hello all</p>'));
  });

  it('refuses to send without subject and body', async () => {
    const { spies, user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send test to admins' }));
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Subject/), 'Week 9');
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(screen.getByText('Please fill in all required fields')).toBeTruthy();
    expect(spies.sendNewsletter).not.toHaveBeenCalled();
  });

  it('tells how a test send went, and clears that message after 4 seconds', async () => {
    const { spies, user } = renderPage({
      sendNewsletter: async () =>
        result({ testMode: true, totalAdmins: 3, successCount: 2, failureCount: 1 }),
    });
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send test to admins' }));
    expect(await screen.findByText('To 3 admin users (2 successful, 1 failed)')).toBeTruthy();
    expect(spies.sendNewsletter).toHaveBeenCalledWith({
      subject: 'Week 9',
      bodyText: 'Hello all',
      headerImageUrl: null,
      testMode: true,
    });
    await advance(3_500);
    expect(screen.queryByText('To 3 admin users (2 successful, 1 failed)')).toBeTruthy();
    await advance(1_000);
    expect(screen.queryByText('To 3 admin users (2 successful, 1 failed)')).toBeNull();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Week 9');
  });

  it('says "Sent successfully to one recipient" when the only admin got it', async () => {
    const { user } = renderPage({
      sendNewsletter: async () => result({ testMode: true, totalAdmins: 1, successCount: 1 }),
    });
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send test to admins' }));
    expect(await screen.findByText('Sent successfully to one recipient')).toBeTruthy();
  });

  it("asks 'Send 'Week 9' to 171 players?' before a live send; Cancel sends nothing", async () => {
    const { spies, user } = renderPage();
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Send 'Week 9' to 171 players?")).toBeTruthy();
    expect(spies.getNewsletterAudience).toHaveBeenCalledWith(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(spies.sendNewsletter).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Week 9');
  });

  it('sends once confirmed with an idempotency key, reused when the same draft is retried', async () => {
    let calls = 0;
    const { spies, user } = renderPage({
      sendNewsletter: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return result({ validUsers: 4, successCount: 4 });
      },
    });
    await compose(user);
    await sendLive(user);
    expect(await screen.findByText('Network error: Failed to fetch')).toBeTruthy();
    await sendLive(user);
    expect(await screen.findByText('All sent successfully to 4 valid users')).toBeTruthy();
    const [first, retry] = spies.sendNewsletter.mock.calls.map(([input]) => input);
    expect(first).toMatchObject({ subject: 'Week 9', testMode: false });
    expect(first.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
    // The next newsletter is another send: another key.
    await compose(user);
    await sendLive(user);
    await vi.waitFor(() => expect(spies.sendNewsletter).toHaveBeenCalledTimes(3));
    expect(spies.sendNewsletter.mock.calls[2][0].idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('one player is one player', async () => {
    const { user } = renderPage({ getNewsletterAudience: async () => ({ recipients: 1 }) });
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText("Send 'Week 9' to 1 player?")).toBeTruthy();
  });

  it('reports a full live send, clears the form, and the message after 10 seconds', async () => {
    const { user } = renderPage({
      sendNewsletter: async () => result({ validUsers: 4, successCount: 4 }),
    });
    await compose(user);
    await sendLive(user);
    expect(await screen.findByText('All sent successfully to 4 valid users')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Body/) as HTMLInputElement).value).toBe('');
    await advance(9_000);
    expect(screen.queryByText('All sent successfully to 4 valid users')).toBeTruthy();
    await advance(1_500);
    expect(screen.queryByText('All sent successfully to 4 valid users')).toBeNull();
  });

  it('reports skipped invalid e-mails and failures, and keeps the form when any failed', async () => {
    const { user } = renderPage({
      sendNewsletter: async () =>
        result({ invalidEmails: 2, validUsers: 7, successCount: 5, failureCount: 2 }),
    });
    await compose(user);
    await sendLive(user);
    expect(await screen.findByText('2 invalid emails were skipped')).toBeTruthy();
    expect(screen.getByText('Sent to 5 users with 2 failures')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Week 9');
  });

  it('reports a send that reached nobody, and keeps the form', async () => {
    const { user } = renderPage({
      sendNewsletter: async () => result({ successCount: 0, failureCount: 4 }),
    });
    await compose(user);
    await sendLive(user);
    expect(await screen.findByText('Failed to send to any users')).toBeTruthy();
    expect((screen.getByLabelText(/^Body/) as HTMLInputElement).value).toBe('Hello all');
  });

  it.each([
    [{ status: 500, body: { message: 'SMTP refused' } }, 'SMTP refused'],
    [{ status: 500, body: { error: 'quota exceeded' } }, 'Newsletter error: quota exceeded'],
    [new TypeError('Failed to fetch'), 'Network error: Failed to fetch'],
    [{ status: 500, body: {} }, 'Failed to send newsletter'],
  ])('shows a failed live send as %o → %s, keeping the form', async (error, text) => {
    const { user } = renderPage({
      sendNewsletter: async () => {
        throw error;
      },
    });
    await compose(user);
    await sendLive(user);
    expect(await screen.findByText(text)).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Week 9');
  });

  it("fills the progress bar from the server's count, then shows 100%", async () => {
    let answer: (r: NewsletterSendResult) => void = () => {};
    let posted = false;
    const { spies, user } = renderPage({
      sendNewsletter: () => {
        posted = true;
        return new Promise((resolve) => (answer = resolve));
      },
      // Before the POST another admin's send runs; then this admin's live send appears too.
      listNewsletterSends: async (status) =>
        status === 'interrupted'
          ? []
          : [
              summary({ id: 3, createdBy: 8 }),
              ...(posted
                ? [summary({ id: 4, testMode: true }), summary({ id: 5, sent: 1, invalid: 1 })]
                : []),
            ],
    });
    await compose(user);
    await sendLive(user);
    const bar = await screen.findByRole('progressbar', { name: /^Sending progress/ });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText(/2 of 4 recipients/)).toBeTruthy();
    await advance(1_100);
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(spies.getNewsletterSend).toHaveBeenCalledWith(5);
    await act(async () => answer(result()));
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(screen.getByText(/4 of 4 recipients/)).toBeTruthy();
  });

  it('offers Resume for an interrupted send and reports its outcome', async () => {
    const { spies, user } = renderPage({
      listNewsletterSends: async (status) =>
        status === 'interrupted'
          ? [summary({ id: 9, state: 'interrupted', subject: 'Week 4' })]
          : [],
      resumeNewsletterSend: async () => result({ successCount: 3, failureCount: 1 }),
    });
    expect(
      await screen.findByText('Interrupted send "Week 4": 2 of 4 recipients tried'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Sent to 3 users with 1 failures')).toBeTruthy();
    expect(spies.resumeNewsletterSend).toHaveBeenCalledWith(9);
  });

  it('uploads the header image, with its messages cleared after 4 seconds', async () => {
    const { spies, user } = renderPage({
      uploadNewsletterHeader: vi
        .fn()
        .mockRejectedValueOnce({ status: 400, body: {} })
        .mockResolvedValueOnce('/uploads/header.png'),
    });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Please select a file to upload')).toBeTruthy();
    const file = new File(['x'], 'header.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Header image'), file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload header image')).toBeTruthy();
    expect(screen.getByText('header.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Header image uploaded')).toBeTruthy();
    expect(spies.uploadNewsletterHeader).toHaveBeenLastCalledWith(file);
    expect(screen.getByRole('img', { name: 'Header image' }).getAttribute('src')).toBe(
      '/uploads/header.png',
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    await advance(4_500);
    expect(screen.queryByText('Header image uploaded')).toBeNull();
  });
});
