import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, prepareAdminVisit, type AdminSession } from '../support/admin';
import { PNG_BYTES } from '../support/catalogue';
import { uniqueSuffix } from '../support/unique';

/**
 * Nothing half-saved (issue 29 item 2): a team and its logo are one save. A logo refused when
 * chosen (its type) or by the server (its pixels) leaves no team behind, shows its message beside
 * the logo input and keeps the form filled; with another logo, Save creates the one team.
 */
let session: AdminSession;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await adminSession(request);
  await request.dispose();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of width × height (1-bit grey, all black): small, but too many pixels for a logo. */
function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The teams whose name contains `name`, as the admin list finds them. */
async function teamsNamed(request: APIRequestContext, name: string) {
  const filter = encodeURIComponent(JSON.stringify({ q: name }));
  const response = await request.get(`/api/admin/teams?range=[0,9]&filter=${filter}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; logoUrl: string | null }[];
}

const TYPE = 'Logo must be a JPEG, PNG, or GIF image';
const TOO_LARGE = 'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all';

test('a team with a refused logo is not created; the form stays filled; another logo saves one team', async ({
  page,
  request,
}) => {
  const teamName = `E2E Logo Town ${uniqueSuffix()}`;
  await prepareAdminVisit(page, session);
  await page.goto('/admin/teams/create');
  await page.getByLabel(/^Name/).fill(teamName);
  await page.getByLabel('Short name').fill('elt');
  await page.getByLabel('Country code').fill('eng');
  const logoInput = page.locator('.ra-input-logo');
  const file = page.locator('input[type="file"]');

  await test.step('a WebP is refused as soon as it is chosen, beside the logo input', async () => {
    await file.setInputFiles({ name: 'crest.webp', mimeType: 'image/webp', buffer: PNG_BYTES });
    await expect(logoInput.getByText(TYPE)).toBeVisible();
    await expect(page.getByLabel(/^Name/)).toHaveValue(teamName);
  });

  await test.step('a PNG of 4097 × 10 pixels is refused by the server: no team, the form still filled', async () => {
    await file.setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: pngOfSize(4097, 10),
    });
    await expect(logoInput.getByText(TYPE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(logoInput.getByText(TOO_LARGE)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams\/create/);
    await expect(page.getByLabel(/^Name/)).toHaveValue(teamName);
    await expect(page.getByLabel('Short name')).toHaveValue('ELT');
    await expect(page.getByLabel('Country code')).toHaveValue('ENG');
    expect(await teamsNamed(request, teamName)).toEqual([]);
  });

  await test.step('with a good logo, Save creates the one team with its logo', async () => {
    await file.setInputFiles({ name: 'crest.png', mimeType: 'image/png', buffer: PNG_BYTES });
    await expect(logoInput.getByText(TOO_LARGE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/teams(\?.*)?$/);
    await page.getByPlaceholder('Search').fill(teamName);
    const row = page.getByRole('row').filter({ hasText: teamName });
    await expect(row.getByRole('img', { name: `Logo of ${teamName}` })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    const teams = await teamsNamed(request, teamName);
    expect(teams).toHaveLength(1);
    expect(teams[0]).toMatchObject({ name: teamName, logoUrl: expect.stringMatching(/\.png$/) });
  });
});
