import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@predictor/contracts';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createCompetition, createTeam, signedIn } from '../../../test/factories';
import {
  GIF,
  PNG,
  WEBP,
  imageForm,
  pngOfSize,
  postForm,
  storedFiles as storedImages,
} from '../../../test/images';

let app: TestApp;
let admin: string;
let competitionId: number;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedIn(app, { role: 'admin' })).token;
  competitionId = (await createCompetition(app.knex)).id;
}, 30_000);
afterAll(() => app?.close());

const storedFiles = () => storedImages(app.config.dataDir);

let n = 0;
const uniqueName = () => `Logo Town ${process.pid} ${++n}`;

const teamsNamed = (name: string) => app.knex('teams').whereRaw('lower(name) = lower(?)', [name]);
const auditsOf = (teamId: number) =>
  app.knex('audit_events').where({ resource: 'teams', resourceId: String(teamId) });

const createWith = (fields: Record<string, string>, logo: Buffer | null, type = 'image/png') =>
  postForm(
    `${app.url}/api/admin/teams`,
    imageForm('logo', logo, { fields, type, name: 'crest.png' }),
    admin,
  );
const editWith = (id: number, fields: Record<string, string>, logo: Buffer | null) =>
  postForm(
    `${app.url}/api/admin/teams/${id}`,
    imageForm('logo', logo, { fields, name: 'crest.png' }),
    admin,
    'PUT',
  );

/** Each way a logo is refused: its bytes, and the answer's status, message and code. */
const refusals: [string, () => Buffer, number, string, string][] = [
  [
    'a text file named .png (type by content)',
    () => Buffer.from('not an image at all'),
    415,
    'Logo must be a JPEG, PNG, or GIF image',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'a WebP (not a logo type)',
    () => WEBP,
    415,
    'Logo must be a JPEG, PNG, or GIF image',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'a file one byte over 5MB',
    () => Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PNG.length)]),
    413,
    'Logo file size must be less than 5MB',
    'PAYLOAD_TOO_LARGE',
  ],
  [
    'a PNG of 4097 × 10 pixels',
    () => pngOfSize(4097, 10),
    400,
    'Image is too large: at most 4096 pixels wide or high and 16 megapixels in all',
    'IMAGE_TOO_LARGE',
  ],
];

describe('POST /api/admin/teams with a logo: one write', () => {
  it('creates the team with its logo in one multipart request, audited with the logo', async () => {
    const name = uniqueName();
    const res = await createWith(
      { name, shortName: 'lgt', countryCode: 'eng', competitionId: String(competitionId) },
      PNG,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name,
      shortName: 'LGT',
      countryCode: 'ENG',
      competitionId,
      logoUrl: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.png$/),
    });
    expect(await storedFiles()).toContain(res.body.logoUrl.replace('/uploads/', ''));
    const audit = await auditsOf(res.body.id).where({ action: 'create' }).first();
    expect(audit.after).toMatchObject({ logoUrl: res.body.logoUrl });
  });

  it('creates without a logo from multipart text fields alone, and from JSON as before', async () => {
    const multipart = await createWith({ name: uniqueName(), competitionId: '' }, null);
    expect(multipart.status).toBe(201);
    expect(multipart.body).toMatchObject({ logoUrl: null, competitionId: null, shortName: null });
    const json = await app.request('POST', '/api/admin/teams', {
      token: admin,
      body: { name: uniqueName() },
    });
    expect(json.status).toBe(201);
  });

  it.each(refusals)(
    'refuses %s: no team, no file, the message beside the logo, and the name still free',
    async (_, bytes, status, message, code) => {
      const name = uniqueName();
      const before = await storedFiles();
      const res = await createWith({ name, shortName: 'LGT' }, bytes());
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message, code, errors: { logo: message } });
      expect(await teamsNamed(name)).toEqual([]);
      expect(await storedFiles()).toEqual(before);
      const retry = await createWith({ name, shortName: 'LGT' }, GIF);
      expect(retry.status).toBe(201);
      expect(await teamsNamed(name)).toHaveLength(1);
    },
  );

  it('stores no file when the team is refused (name taken, name missing)', async () => {
    const taken = await createTeam(app.knex);
    const before = await storedFiles();
    const conflict = await createWith({ name: taken.name.toUpperCase() }, PNG);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('TEAM_NAME_TAKEN');
    const invalid = await createWith({ name: '  ' }, PNG);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ name: 'Name is required' });
    expect(await storedFiles()).toEqual(before);
  });
});

describe('PUT /api/admin/teams/{id} with a logo: one write', () => {
  it.each(refusals)(
    'refuses %s and changes nothing: not the name, not the logo, no file, no audit',
    async (_, bytes, status, message) => {
      const team = await createTeam(app.knex, { competitionId });
      const first = await editWith(team.id, {}, PNG);
      expect(first.status).toBe(200);
      const stored = await app.knex('teams').where({ id: team.id }).first();
      const audits = await auditsOf(team.id);
      const before = await storedFiles();
      const res = await editWith(team.id, { name: uniqueName(), competitionId: '' }, bytes());
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual({ logo: message });
      expect(await app.knex('teams').where({ id: team.id }).first()).toEqual(stored);
      expect(await auditsOf(team.id)).toEqual(audits);
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('changes the fields and the logo together, audited once, and removes the old file', async () => {
    const team = await createTeam(app.knex, { competitionId });
    const first = await editWith(team.id, {}, PNG);
    const oldFile = first.body.logoUrl.replace('/uploads/', '');
    const name = uniqueName();
    const res = await editWith(team.id, { name, competitionId: '' }, GIF);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: team.id,
      name,
      competitionId: null,
      shortName: team.shortName,
      logoUrl: expect.stringMatching(/\.gif$/),
    });
    const files = await storedFiles();
    expect(files).not.toContain(oldFile);
    expect(files).toContain(res.body.logoUrl.replace('/uploads/', ''));
    const update = await auditsOf(team.id).where({ action: 'update' }).orderBy('id', 'desc');
    expect(update[0].before).toMatchObject({ logoUrl: first.body.logoUrl });
    expect(update[0].after).toMatchObject({ name, logoUrl: res.body.logoUrl });
  });

  it('keeps the logo when the multipart edit carries none', async () => {
    const team = await createTeam(app.knex);
    const first = await editWith(team.id, {}, PNG);
    const res = await editWith(team.id, { shortName: 'new' }, null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ shortName: 'NEW', logoUrl: first.body.logoUrl });
  });

  it('stores no file when the edit is refused (name taken, unknown team)', async () => {
    const other = await createTeam(app.knex);
    const team = await createTeam(app.knex);
    const before = await storedFiles();
    const taken = await editWith(team.id, { name: other.name }, PNG);
    expect(taken.status).toBe(409);
    expect(await app.knex('teams').where({ id: team.id }).first()).toMatchObject({
      name: team.name,
      logoUrl: null,
    });
    expect((await editWith(999_999, { name: uniqueName() }, PNG)).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });
});
