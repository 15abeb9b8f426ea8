import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';
import {
  PNG,
  imageForm,
  postForm,
  storedFiles as storedImages,
  IMAGE_REFUSALS,
} from '../../../test/images';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
}, 30_000);
afterAll(() => app?.close());

const storedFiles = () => storedImages(app.config.dataDir);

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

const refusals = IMAGE_REFUSALS;

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
