import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirectory } from '../../lib/storage';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createTeam, signedIn } from '../../../test/factories';
import { GIF, PNG, imageForm, postForm } from '../../../test/images';

let app: TestApp;
let admin: { token: string; user: { id: number } };
let player: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn(app, { role: 'admin' });
  player = (await signedIn(app)).token;
}, 30_000);
afterAll(() => app?.close());

const fileOf = (url: string) =>
  path.join(uploadsDirectory(app.config.dataDir), url.replace('/uploads/', ''));

describe('guards', () => {
  it('answers 401 anonymously and 403 to a player', async () => {
    const team = await createTeam(app.knex);
    const url = `${app.url}/api/admin/teams/${team.id}/logo`;
    expect((await postForm(url, imageForm('logo', PNG))).status).toBe(401);
    expect((await postForm(url, imageForm('logo', PNG), player)).status).toBe(403);
    expect((await app.request('DELETE', `/api/admin/teams/${team.id}/logo`)).status).toBe(401);
    expect(
      (await app.request('DELETE', `/api/admin/teams/${team.id}/logo`, { token: player })).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/teams/{id}/logo', () => {
  it("sets the team's logoUrl and records an audit event", async () => {
    const team = await createTeam(app.knex);
    const res = await postForm(
      `${app.url}/api/admin/teams/${team.id}/logo`,
      imageForm('logo', PNG),
      admin.token,
    );
    expect(res.status).toBe(200);
    const row = await app.knex('teams').where({ id: team.id }).first();
    expect(row.logoUrl).toBe(res.body.logoUrl);
    const audit = await app
      .knex('audit_events')
      .where({ resource: 'teams', resourceId: String(team.id), action: 'upload_logo' })
      .first();
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { logoUrl: null },
      after: { logoUrl: res.body.logoUrl },
    });
  });

  it('removes the previous logo file when a new one is uploaded', async () => {
    const team = await createTeam(app.knex);
    const first = await postForm(
      `${app.url}/api/admin/teams/${team.id}/logo`,
      imageForm('logo', PNG),
      admin.token,
    );
    expect(existsSync(fileOf(first.body.logoUrl))).toBe(true);
    const second = await postForm(
      `${app.url}/api/admin/teams/${team.id}/logo`,
      imageForm('logo', GIF, { name: 'b.gif' }),
      admin.token,
    );
    expect(second.status).toBe(200);
    expect(existsSync(fileOf(first.body.logoUrl))).toBe(false);
    expect(existsSync(fileOf(second.body.logoUrl))).toBe(true);
  });

  it('answers 404 for an unknown team', async () => {
    const res = await postForm(
      `${app.url}/api/admin/teams/999999/logo`,
      imageForm('logo', PNG),
      admin.token,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Team not found', code: 'NOT_FOUND' });
  });
});

describe('DELETE /api/admin/teams/{id}/logo', () => {
  it('removes the file, sets logoUrl to null and records an audit event', async () => {
    const team = await createTeam(app.knex);
    const up = await postForm(
      `${app.url}/api/admin/teams/${team.id}/logo`,
      imageForm('logo', PNG),
      admin.token,
    );
    const res = await app.request('DELETE', `/api/admin/teams/${team.id}/logo`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ logoUrl: null });
    expect(existsSync(fileOf(up.body.logoUrl))).toBe(false);
    expect((await app.knex('teams').where({ id: team.id }).first()).logoUrl).toBeNull();
    expect(
      await app
        .knex('audit_events')
        .where({ resource: 'teams', resourceId: String(team.id), action: 'delete_logo' })
        .first(),
    ).toBeTruthy();
    expect((await fetch(app.url + up.body.logoUrl)).status).toBe(404);
  });

  it('answers 404 for an unknown team', async () => {
    const res = await app.request('DELETE', '/api/admin/teams/999999/logo', { token: admin.token });
    expect(res.status).toBe(404);
  });
});
