import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { uniqueSuffix } from './unique';

/** A 1×1 PNG: the server checks an upload's type by its content. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates an active trophy through the admin API and answers it. */
export async function createTrophy(
  request: APIRequestContext,
  token: string,
  fields: { name?: string; description?: string; trophyType?: string } = {},
): Promise<{ id: number; name: string }> {
  const response = await request.post('/api/trophies/admin', {
    headers: auth(token),
    data: {
      name: `E2E Trophy ${uniqueSuffix()}`,
      description: 'Made by an e2e test',
      trophyType: 'custom',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The id of the first user whose team name or e-mail contains `text` (GET /api/users/search). */
export async function findUserId(
  request: APIRequestContext,
  token: string,
  text: string,
): Promise<number> {
  const response = await request.get('/api/users/search', {
    headers: auth(token),
    params: { q: text },
  });
  expect(response.status(), await response.text()).toBe(200);
  const users = (await response.json()) as { id: number }[];
  expect(users.length, `no user matches ${text}`).toBeGreaterThan(0);
  return users[0].id;
}

/** Awards a trophy to users through the admin API (POST /api/trophies/admin/award). */
export async function awardTrophy(
  request: APIRequestContext,
  token: string,
  trophyId: number,
  userIds: number[],
  reason = 'Awarded by an e2e test',
) {
  const response = await request.post('/api/trophies/admin/award', {
    headers: auth(token),
    data: { trophyId, userIds, reason },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A trophy awarded once to the e2e admin: the awards page of one trophy, with a row. */
export async function trophyWithAward(request: APIRequestContext, token: string) {
  const trophy = await createTrophy(request, token, { trophyType: 'monthly_first' });
  await awardTrophy(request, token, trophy.id, [await findUserId(request, token, E2E_ADMIN.email)]);
  return trophy;
}
