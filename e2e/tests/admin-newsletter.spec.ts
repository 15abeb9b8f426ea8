import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { createGameWeek, type GameWeek } from '../support/game';
import { TINY_PNG } from '../support/trophies';
import { registerPlayer } from '../support/users';

/**
 * The Weekly Newsletter journey against a real SMTP server: the e2e server mails to
 * smtp://127.0.0.1:E2E_SMTP_PORT (playwright.config.ts), where this spec listens. Each message
 * to this spec's players is accepted after a pause, so a live send lasts long enough for the page
 * to show real progress (other users of a full run pass at once).
 */
type Received = { to: string[]; data: string };
const received: Received[] = [];
const DELIVERY_PAUSE_MS = 1_500;
/** This spec's players' addresses (lower case). */
const players: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
    const pause = to.some((address) => players.includes(address)) ? DELIVERY_PAUSE_MS : 0;
    stream.on('end', () =>
      setTimeout(() => {
        received.push({
          to,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      }, pause),
    );
  },
});

let session: AdminSession;
let week: GameWeek;

test.beforeAll(async ({ request }) => {
  await new Promise<void>((resolve) =>
    smtp.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  session = await adminSession(request);
  week = await createGameWeek(request, { matchCount: 2 });
  const auth = { Authorization: `Bearer ${session.token}` };
  for (let i = 0; i < 6; i += 1) {
    const player = await registerPlayer(request);
    players.push(player.email.toLowerCase());
    if (i === 0) {
      // A second admin, so the test send reaches several admins.
      const promoted = await request.put(`/api/admin/users/${player.id}/role`, {
        headers: auth,
        data: { role: 'admin' },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);
    }
  }
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const shot = (page: Page, outputDir: string, file: string) =>
  page.screenshot({
    path: path.join(outputDir, 'screens', file),
    fullPage: true,
    animations: 'disabled',
  });

async function compose(page: Page, subject: string) {
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill('Hello predictors,\n\nA big week ahead: get your picks in.');
}

test('a test and a live newsletter reach the SMTP server; the live send shows real progress to 100%', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Newsletter' })).toBeVisible();

  // The preview: next week's matches, grouped by season.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('list', { name: week.seasonName })).toContainText(
    `${week.matches[0].home} v ${week.matches[0].away}`,
  );

  // Required fields, then the counters.
  await page.getByRole('button', { name: 'Send test to admins' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  const subject = `Week ahead ${Date.now()}`;
  await compose(page, subject);
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
  await expect(page.getByText(`${subject.length} / 200`)).toBeVisible();

  // The header image: nothing chosen, then a PNG.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select a file to upload')).toBeVisible();
  await page
    .getByLabel('Header image')
    .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Header image uploaded')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Header image' })).toBeVisible();
  await expect(page.getByText('Header image uploaded')).toHaveCount(0, { timeout: 6_000 });

  // The rendered e-mail follows the draft.
  const email = page.frameLocator('iframe[title="The e-mail as a player will see it"]');
  await expect(email.getByText('A big week ahead: get your picks in.')).toBeVisible();
  await expect(email.locator('img')).toHaveAttribute('src', /\/uploads\//);
  await shot(page, testInfo.project.outputDir, 'admin-newsletter-compose-1280-light.png');

  // Test send: the admins only, through SMTP.
  await page.getByRole('button', { name: 'Send test to admins' }).click();
  const testMessage = page.getByText(/^To (\d+) admin users \((\d+) successful, 0 failed\)$/);
  await expect(testMessage).toBeVisible({ timeout: 30_000 });
  const [, admins] = /^To (\d+)/.exec((await testMessage.textContent()) ?? '')!;
  const testMails = received.filter((m) => m.data.includes(`Subject: ${subject}`));
  expect(testMails).toHaveLength(Number(admins));
  expect(testMails.flatMap((m) => m.to)).toContain(players[0]);
  expect(testMails.flatMap((m) => m.to)).not.toContain(players[1]);
  await expect(testMessage).toHaveCount(0, { timeout: 6_000 });
  await expect(page.getByLabel('Subject')).toHaveValue(subject);

  // Live send: the bar moves with the server's count, reaches 100%, then the outcome.
  received.length = 0;
  await page.getByRole('button', { name: 'Send newsletter' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send the newsletter' });
  await expect(confirm).toContainText(new RegExp(`Send '${subject}' to \\d+ players\\?`));
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: /^Sending progress/ });
  await expect(bar).toBeVisible();
  await expect(
    page.getByText(/^Sending progress: ([1-9]|[1-9]\d)% — \d+ of \d+ recipients$/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(page.getByText(/^Sending progress: 100% — (\d+) of \1 recipients$/)).toBeVisible();
  const outcome = page.getByText(/^All sent successfully to \d+ valid users$/);
  await expect(outcome).toBeVisible();
  await shot(page, testInfo.project.outputDir, 'admin-newsletter-sent-1280-light.png');
  const mailed = received.flatMap((m) => m.to);
  for (const player of players) expect(mailed).toContain(player);
  expect(received.every((m) => m.data.includes('List-Unsubscribe'))).toBe(true);
  // Nothing failed: the form is cleared; the outcome clears after 10 seconds.
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(outcome).toHaveCount(0, { timeout: 13_000 });
  await expect(bar).toHaveCount(0);
});

for (const [width, theme] of [
  [1280, 'dark'],
  [390, 'light'],
] as const) {
  test(`screenshot admin-newsletter-draft-${width}-${theme}`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await prepareAdminVisit(page, session, theme);
    await openAdminSettled(page, '/admin/newsletter');
    await compose(page, 'Matchweek preview');
    const email = page.frameLocator('iframe[title="The e-mail as a player will see it"]');
    await expect(email.getByText('A big week ahead: get your picks in.')).toBeVisible();
    await shot(page, testInfo.project.outputDir, `admin-newsletter-draft-${width}-${theme}.png`);
  });
}
