import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createTeam, signedIn } from '../../test/factories';
import {
  PNG,
  gifOfSize,
  imageForm,
  jpegOfSize,
  pngOfSize,
  postForm,
  webpVp8lOfSize,
  webpVp8xOfSize,
} from '../../test/images';
import { createTrophy } from '../../test/trophy-helpers';
import { uploadsDirectory } from './storage';

let app: TestApp;
let admin: string;
let teamId: number;
let trophyId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  teamId = (await createTeam(app.knex)).id;
  trophyId = (await createTrophy(app, admin)).body.id;
}, 30_000);
afterAll(() => app?.close());

const TOO_LARGE_MESSAGE =
  'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all';
/** The refusal, naming the request's file field in `errors` so a form shows it beside its input. */
const tooLarge = (field: string) => ({
  message: TOO_LARGE_MESSAGE,
  code: 'IMAGE_TOO_LARGE',
  errors: { [field]: TOO_LARGE_MESSAGE },
});

/** The files in the uploads folder (none when it was never made). */
async function storedFiles(): Promise<string[]> {
  return readdir(uploadsDirectory(app.config.dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

const trophyFields = { name: 'Huge Cup', description: 'Too many pixels', trophyType: 'custom' };

/** Each image route with an oversized image of a kind it accepts. */
const oversized: [string, string, () => FormData, string?][] = [
  [
    'team logo (PNG 4097 × 10)',
    `/api/admin/teams/:team/logo`,
    () => form('logo', pngOfSize(4097, 10)),
  ],
  [
    'news header (progressive JPEG 4000 × 4001)',
    '/api/news/admin/upload-header',
    () => form('headerImage', jpegOfSize(4000, 4001, { progressive: true })),
  ],
  [
    'newsletter header (GIF whose first frame is 5000 × 1 on a 1 × 1 screen)',
    '/api/admin/newsletter/upload-header',
    () => form('logo', gifOfSize(1, 1, { left: 0, top: 0, width: 5000, height: 1 })),
  ],
  [
    'new trophy (WebP VP8X 4096 × 4096)',
    '/api/trophies/admin',
    () => form('image', webpVp8xOfSize(4096, 4096), trophyFields),
  ],
  [
    'trophy edit (WebP VP8L 10 × 5000)',
    '/api/trophies/admin/:trophy',
    () => form('image', webpVp8lOfSize(10, 5000), trophyFields),
    'PUT',
  ],
];

function form(field: string, bytes: Buffer, fields?: Record<string, string>) {
  return imageForm(field, bytes, { name: 'huge.img', type: 'image/png', fields });
}

const urlOf = (path: string) =>
  app.url + path.replace(':team', String(teamId)).replace(':trophy', String(trophyId));

describe('image uploads are refused above 4096 px a side or 16 megapixels', () => {
  it.each(oversized)(
    '%s answers 400 IMAGE_TOO_LARGE and stores nothing',
    async (_, path, body, method) => {
      const before = await storedFiles();
      const trophies = await app.knex('trophies').count({ n: '*' }).first();
      const sent = body();
      const fileField = [...sent.entries()].find(([, value]) => typeof value !== 'string')?.[0];
      const res = await postForm(urlOf(path), sent, admin, method);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(tooLarge(fileField ?? ''));
      expect(await storedFiles()).toEqual(before);
      expect(await app.knex('trophies').count({ n: '*' }).first()).toEqual(trophies);
    },
  );

  it('keeps the team logo and the trophy image as they were', async () => {
    const team = await app.knex('teams').where({ id: teamId }).first();
    expect(team).toMatchObject({ id: teamId, logoUrl: null });
    const trophy = await app.request('GET', `/api/trophies/admin/${trophyId}`, { token: admin });
    expect(trophy.body).toMatchObject({ name: 'Golden Boot', imageUrl: null });
  });

  it('accepts an image just within both limits (4096 × 3906)', async () => {
    const res = await postForm(
      urlOf('/api/admin/teams/:team/logo'),
      form('logo', pngOfSize(4096, 3906)),
      admin,
    );
    expect(res.status).toBe(200);
    expect(await storedFiles()).toEqual([res.body.logoUrl.replace('/uploads/', '')]);
  });

  it('refuses an image whose header is cut short as not an image (415), storing nothing', async () => {
    const before = await storedFiles();
    const res = await postForm(
      urlOf('/api/news/admin/upload-header'),
      form('headerImage', PNG.subarray(0, 20)),
      admin,
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Please select an image file',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { headerImage: 'Please select an image file' },
    });
    expect(await storedFiles()).toEqual(before);
  });
});
