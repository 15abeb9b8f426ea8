import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueSuffix } from './unique';

/** A real 1x1 PNG (api/test/images.ts), small enough to upload as a team logo. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a team through the admin API (with a PNG logo when asked) and answers it. */
export async function createTeamViaApi(
  request: APIRequestContext,
  token: string,
  { withLogo = false }: { withLogo?: boolean } = {},
): Promise<{ id: number; name: string }> {
  const suffix = uniqueSuffix();
  const response = await request.post('/api/admin/teams', {
    data: { name: `E2E Rovers ${suffix}`, shortName: 'ROV', countryCode: 'ENG' },
    headers: auth(token),
  });
  expect(response.status(), await response.text()).toBe(201);
  const team = (await response.json()) as { id: number; name: string };
  if (withLogo) {
    const upload = await request.post(`/api/admin/teams/${team.id}/logo`, {
      multipart: { logo: { name: 'crest.png', mimeType: 'image/png', buffer: PNG_BYTES } },
      headers: auth(token),
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  return team;
}

/** The id of the newest audit event about one record. */
export async function latestAuditEventId(
  request: APIRequestContext,
  token: string,
  resource: string,
  resourceId: number,
): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ resource, resourceId: String(resourceId) }));
  const response = await request.get(`/api/admin/audit-events?range=[0,0]&filter=${filter}`, {
    headers: auth(token),
  });
  expect(response.status(), await response.text()).toBe(200);
  const [event] = (await response.json()) as { id: number }[];
  expect(event, `an audit event for ${resource} ${resourceId}`).toBeTruthy();
  return event.id;
}
