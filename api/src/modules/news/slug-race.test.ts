import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { signedIn } from '../../../test/factories';

// Real concurrency on PostgreSQL (TEST_DATABASE_URL): admins creating posts with the same title at
// the same moment each get a distinct slug. PGlite runs the transactions one after another.

let app: TestApp;
let tokens: string[];
beforeAll(async () => {
  app = await startTestApp();
  tokens = [];
  for (let i = 0; i < 5; i += 1) tokens.push((await signedIn(app, { role: 'admin' })).token);
}, 60_000);
afterAll(() => app?.close());

const create = (token: string, title: string) =>
  app.request('POST', '/api/news/admin', {
    token,
    body: {
      title,
      content: '<p>Report</p>',
      publishDate: '2026-08-01T12:00:00.000Z',
      status: 'published',
    },
  });

describe('concurrent news slugs', () => {
  it('five admins creating "Match report" at once get match-report, match-report-2 … -5', async () => {
    const answers = await Promise.all(tokens.map((token) => create(token, 'Match report')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = answers.map((a) => a.body.slug as string).sort();
    expect(slugs).toEqual([
      'match-report',
      'match-report-2',
      'match-report-3',
      'match-report-4',
      'match-report-5',
    ]);
    const stored = await app.knex('newsPosts').where('title', 'Match report').pluck('slug');
    expect(stored.sort()).toEqual(slugs);
  });

  it('two admins renaming posts to the same title at once get distinct slugs', async () => {
    const [a, b] = await Promise.all([create(tokens[0], 'First'), create(tokens[1], 'Second')]);
    const rename = (token: string, id: number) =>
      app.request('PUT', `/api/news/admin/${id}`, {
        token,
        body: {
          title: 'Derby day',
          content: '<p>Report</p>',
          publishDate: '2026-08-01T12:00:00.000Z',
          status: 'published',
        },
      });
    const answers = await Promise.all([rename(tokens[0], a.body.id), rename(tokens[1], b.body.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.map((r) => r.body.slug as string).sort()).toEqual(['derby-day', 'derby-day-2']);
  });
});
