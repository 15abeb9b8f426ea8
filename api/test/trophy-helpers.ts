import type { TestApp } from './harness';

/** POST /api/trophies/admin as an admin: a trophy with a default name and description. */
export const createTrophy = (app: TestApp, token: string, body: Record<string, unknown> = {}) =>
  app.request('POST', '/api/trophies/admin', {
    token,
    body: { name: 'Golden Boot', description: 'Most exact scores', ...body },
  });
