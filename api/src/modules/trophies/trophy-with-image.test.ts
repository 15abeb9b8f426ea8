import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts';
import { uploadsDirectory } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import { PNG, imageForm, pngOfSize, postForm } from '../../../test/images';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
}, 30_000);
afterAll(() => app?.close());

/** The files in the uploads folder (none when it was never made). */
async function storedFiles(): Promise<string[]> {
  const files = await readdir(uploadsDirectory(app.config.dataDir)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return files.sort();
}

let n = 0;
const fields = (extra: Record<string, string> = {}) => ({
  name: `Image Cup ${process.pid} ${++n}`,
  description: 'For the image tests',
  trophyType: 'custom',
  ...extra,
});
const send = (url: string, body: Record<string, string>, image: Buffer | null, method = 'POST') =>
  postForm(
    `${app.url}/api/trophies/admin${url}`,
    imageForm('image', image, { fields: body, name: 'cup.png' }),
    admin,
    method,
  );
const trophiesNamed = (name: string) => app.knex('trophies').where({ name });

/** Each way a trophy image is refused: its bytes, and the answer's status and message. */
const refusals: [string, () => Buffer, number, string][] = [
  ['a text file named .png', () => Buffer.from('plain text'), 415, 'Please select an image file'],
  [
    'a file one byte over 5MB',
    () => Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]),
    413,
    'Image must be less than 5MB',
  ],
  [
    'a PNG of 4097 × 4097 pixels',
    () => pngOfSize(4097, 4097),
    400,
    'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all',
  ],
];

describe('POST /api/trophies/admin with an image: one write', () => {
  it.each(refusals)(
    'refuses %s: no trophy, no file, the message named on the image field',
    async (_, bytes, status, message) => {
      const body = fields();
      const before = await storedFiles();
      const res = await send('', body, bytes());
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ image: message });
      expect(await trophiesNamed(body.name)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('stores no file when the trophy is refused (no description)', async () => {
    const before = await storedFiles();
    const res = await send('', fields({ description: '' }), PNG);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('description');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('PUT /api/trophies/admin/{id} with an image: one write', () => {
  it.each(refusals)(
    'refuses %s and changes nothing, storing no file',
    async (_, bytes, status, message) => {
      const created = await send('', fields(), PNG);
      const stored = await app.knex('trophies').where({ id: created.body.id }).first();
      const before = await storedFiles();
      const res = await send(`/${created.body.id}`, { name: 'Renamed' }, bytes(), 'PUT');
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ image: message });
      expect(await app.knex('trophies').where({ id: created.body.id }).first()).toEqual(stored);
      expect(await storedFiles()).toEqual(before);
    },
  );
});
