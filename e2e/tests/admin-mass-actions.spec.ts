import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import {
  adminSession,
  openAdminSettled,
  prepareAdminVisit,
  type AdminSession,
} from '../support/admin';
import { awardTrophy, createTrophy } from '../support/trophies';
import { uniqueSuffix } from '../support/unique';
import { registerPlayer } from '../support/users';

/**
 * No irreversible mass action on one click: award to all and the live newsletter ask first in a
 * dialog naming the record and the count, Cancel does nothing, and confirming acts once. The e2e
 * server mails to smtp://127.0.0.1:E2E_SMTP_PORT (playwright.config.ts), where this spec listens.
 */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let session: AdminSession;
const auth = () => ({ Authorization: `Bearer ${session.token}` });

test.beforeAll(async ({ request }) => {
  await new Promise<void>((resolve) =>
    smtp.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  session = await adminSession(request);
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

test('award to all asks "Award \'…\' to N players? 1 already holds it and is skipped.", then gives each player one', async ({
  page,
  request,
}) => {
  const holder = await registerPlayer(request);
  const newcomer = await registerPlayer(request);
  const trophy = await createTrophy(request, session.token, {
    name: `E2E Golden Boot ${uniqueSuffix()}`,
  });
  await awardTrophy(request, session.token, trophy.id, [holder.id], 'Top scorer');
  const preview = await request.get('/api/trophies/admin/award-all/preview', {
    headers: auth(),
    params: { trophyId: trophy.id, reason: 'Top scorer' },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const { toAward, alreadyHold } = (await preview.json()) as {
    toAward: number;
    alreadyHold: number;
  };
  expect(alreadyHold).toBe(1);

  await prepareAdminVisit(page, session);
  await openAdminSettled(page, `/admin/trophies/${trophy.id}/awards`);
  const openAwardToAll = async () => {
    await page.getByRole('button', { name: 'Award Trophy' }).click();
    const award = page.getByRole('dialog', { name: 'Award Trophy' });
    await award.getByLabel('Award to all users').check();
    await award.getByLabel('Reason (optional)').fill('Top scorer');
    await award.getByRole('button', { name: 'Award', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Award to all players' });
    await expect(confirm).toContainText(
      `Award '${trophy.name}' to ${toAward} players? 1 already holds it and is skipped.`,
    );
    return { award, confirm };
  };

  // Cancel awards nothing.
  const first = await openAwardToAll();
  await first.confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.confirm).toBeHidden();
  await first.award.getByRole('button', { name: 'Cancel' }).click();
  const none = await request.get('/api/trophies/admin/awards', {
    headers: auth(),
    params: { trophyId: trophy.id },
  });
  expect(((await none.json()) as { pagination: { total: number } }).pagination.total).toBe(1);

  // Confirmed: every active player but the holder gets it, once.
  const second = await openAwardToAll();
  await second.confirm.getByRole('button', { name: 'Award', exact: true }).click();
  await expect(page.getByText(`Trophy awarded to ${toAward} users`)).toBeVisible();
  await expect(second.award).toBeHidden();
  const awards = await request.get('/api/trophies/admin/awards', {
    headers: auth(),
    params: { trophyId: trophy.id },
  });
  expect(((await awards.json()) as { pagination: { total: number } }).pagination.total).toBe(
    toAward + 1,
  );
  for (const player of [holder, newcomer]) {
    const mine = await request.get('/api/trophies/admin/awards', {
      headers: auth(),
      params: { filter: JSON.stringify({ trophyId: trophy.id, userId: player.id }) },
    });
    expect(((await mine.json()) as unknown[]).length, player.teamName).toBe(1);
  }
});

test('the live newsletter asks "Send \'…\' to N players?"; Cancel sends nothing, Send mails each player once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const players = [await registerPlayer(request), await registerPlayer(request)];
  const subject = `Week 17 preview ${uniqueSuffix()}`;
  const audience = await request.get('/api/admin/newsletter/audience', {
    headers: auth(),
    params: { testMode: 'false' },
  });
  expect(audience.status(), await audience.text()).toBe(200);
  const { recipients } = (await audience.json()) as { recipients: number };

  await prepareAdminVisit(page, session);
  await openAdminSettled(page, '/admin/newsletter');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Body').fill('Hello predictors, a big week ahead.');
  const askToSend = async () => {
    await page.getByRole('button', { name: 'Send newsletter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the newsletter' });
    await expect(confirm).toContainText(`Send '${subject}' to ${recipients} players?`);
    return confirm;
  };

  // Cancel: no send recorded, nobody mailed.
  received.length = 0;
  const cancelled = await askToSend();
  await cancelled.getByRole('button', { name: 'Cancel' }).click();
  await expect(cancelled).toBeHidden();
  const sendsOf = async () => {
    const sends = await request.get('/api/admin/newsletter/sends', { headers: auth() });
    return ((await sends.json()) as { subject: string }[]).filter((s) => s.subject === subject);
  };
  expect(await sendsOf()).toHaveLength(0);
  expect(received).toHaveLength(0);

  // Send, clicked twice in a hurry: one send, one mail each.
  const confirm = await askToSend();
  await confirm.getByRole('button', { name: 'Send', exact: true }).dblclick();
  await expect(page.getByText(/^All sent successfully to \d+ valid users$/)).toBeVisible({
    timeout: 60_000,
  });
  expect(await sendsOf()).toHaveLength(1);
  const ours = received.filter((m) => m.data.includes(subject));
  expect(ours).toHaveLength(recipients);
  for (const player of players)
    expect(ours.filter((m) => m.to.includes(player.email.toLowerCase()))).toHaveLength(1);
});
