import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, prepareAdminVisit, type AdminSession } from '../support/admin';
import { PNG_BYTES } from '../support/catalogue';
import { createGameWeek } from '../support/game';
import { uniqueSuffix } from '../support/unique';

/**
 * The catalogue journey (issue 12): a season created through its form, a team created with a logo
 * (seen in the list, then deleted from the edit form), and both writes in the audit log with their
 * before and after.
 */
let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

async function createCompetition(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/api/admin/competitions', {
    data: { name, countryCode: 'ENG', tier: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function idOf(request: APIRequestContext, token: string, resource: string, q: string) {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const response = await request.get(`/api/admin/${resource}?range=[0,0]&filter=${filter}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [row] = (await response.json()) as { id: number }[];
  return row.id;
}

/** Opens one audit event from the list filtered to a resource, by its record id. */
async function openAuditEvent(page: Page, resource: string, recordId: number, action: string) {
  await page.goto(`/admin/audit-events?filter=${encodeURIComponent(JSON.stringify({ resource }))}`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(recordId), exact: true }) })
    .filter({ hasText: action });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(resource);
  await row.getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-events\/\d+\/show$/);
}

test('the admin creates a season and a team with a logo, and the audit log shows both', async ({
  page,
  request,
}) => {
  const suffix = uniqueSuffix();
  const competition = `E2E Catalogue Cup ${suffix}`;
  const seasonName = `E2E Season ${suffix}`;
  const teamName = `E2E United ${suffix}`;
  await createCompetition(request, session.token, competition);
  await prepareAdminVisit(page, session);

  await test.step('create a season through the form and see it listed', async () => {
    await page.goto('/admin/seasons/create');
    await page.getByLabel(/^Name/).fill(seasonName);
    await page.getByLabel(/^Competition/).fill(competition);
    await page.getByRole('option', { name: competition }).click();
    await page.getByLabel(/^Start date/).fill('2031-08-01');
    await page.getByLabel(/^End date/).fill('2032-05-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/seasons(\?.*)?$/);
    const row = page.getByRole('row').filter({ hasText: seasonName });
    await expect(row).toContainText(competition);
    await expect(row).toContainText('Active');
  });

  await test.step('create a team with a logo and see the logo in the list', async () => {
    await page.goto('/admin/teams/create');
    await page.getByLabel(/^Name/).fill(teamName);
    const shortName = page.getByLabel('Short name');
    await shortName.fill('e2u');
    await expect(shortName).toHaveValue('E2U');
    await page.getByLabel('Country code').fill('eng');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'crest.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/teams(\?.*)?$/);
    await page.getByPlaceholder('Search').fill(teamName);
    const row = page.getByRole('row').filter({ hasText: teamName });
    await expect(row).toContainText('ENG');
    const logo = row.getByRole('img', { name: `Logo of ${teamName}` });
    await expect(logo).toHaveAttribute('src', /^\/uploads\//);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  });

  await test.step('delete the logo from the edit form', async () => {
    await page
      .getByRole('row')
      .filter({ hasText: teamName })
      .getByRole('link', { name: 'Edit' })
      .click();
    await page.getByRole('button', { name: 'Delete Current Logo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Delete the logo of ${teamName}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No logo yet')).toBeVisible();
    await page.goto('/admin/teams');
    await page.getByPlaceholder('Search').fill(teamName);
    const row = page.getByRole('row').filter({ hasText: teamName });
    await expect(row).toContainText('E2U');
    await expect(row.getByRole('img', { name: `Logo of ${teamName}` })).toHaveCount(0);
  });

  await test.step("the audit log lists the season's and the team's creation with before/after", async () => {
    const seasonId = await idOf(request, session.token, 'seasons', seasonName);
    await openAuditEvent(page, 'seasons', seasonId, 'create');
    const before = page.getByRole('region', { name: 'Before' });
    const after = page.getByRole('region', { name: 'After' });
    await expect(before).toContainText('Nothing recorded');
    await expect(after).toContainText(`"name": "${seasonName}"`);
    await expect(after).toContainText('"startDate": "2031-08-01"');

    const teamId = await idOf(request, session.token, 'teams', teamName);
    await openAuditEvent(page, 'teams', teamId, 'create');
    await expect(page.getByRole('region', { name: 'After' })).toContainText(
      `"name": "${teamName}"`,
    );
    await expect(page.getByRole('region', { name: 'After' })).toContainText('"shortName": "E2U"');
  });
});

test('a bulk delete of a season that has matches is refused with the server message', async ({
  page,
  request,
}) => {
  const week = await createGameWeek(request, { matchCount: 1 });
  await prepareAdminVisit(page, session);
  await page.goto(
    `/admin/seasons?filter=${encodeURIComponent(JSON.stringify({ q: week.seasonName }))}`,
  );
  const row = page.getByRole('row').filter({ hasText: week.seasonName });
  await row.getByRole('checkbox').check();
  // The bulk toolbar's Delete (each row has its own Delete too).
  await page
    .locator('[data-test="bulk-actions-toolbar"]')
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Cannot delete a season that has matches')).toBeVisible();

  // Nothing was deleted: the season is still listed after a reload.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: week.seasonName })).toBeVisible();
});
