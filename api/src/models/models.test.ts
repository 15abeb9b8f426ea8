import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { createMatch, createUser } from '../../test/factories';
import { Match, NewsPost, Prediction, Season, User } from './index';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('models', () => {
  it('fetch relations through the snake_case mappers', async () => {
    const match = await createMatch(app.knex);
    const found = await Match.query(app.knex)
      .findById(match.id)
      .withGraphFetched('[season.competition, matchGroup, homeTeam, awayTeam]');
    expect(found?.season?.id).toBe(match.seasonId);
    expect(found?.season?.competition?.id).toBeGreaterThan(0);
    expect(found?.matchGroup?.id).toBe(match.matchGroupId);
    expect(found?.homeTeam?.id).toBe(match.homeTeamId);
  });

  it('answer JSON with ISO dates and never the password hash', async () => {
    const { id } = await createUser(app.knex);
    const json = (await User.query(app.knex).findById(id))!.toJSON() as Record<string, unknown>;
    expect(json.passwordHash).toBeUndefined();
    expect(json.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('keep updatedAt current on a model update', async () => {
    const { id } = await createUser(app.knex);
    const before = (await User.query(app.knex).findById(id))!;
    await new Promise((r) => setTimeout(r, 5));
    await User.query(app.knex).patch({ firstName: 'Changed' }).where('id', id);
    const after = (await User.query(app.knex).findById(id))!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
  });

  it('filter with the modifiers', async () => {
    const now = new Date();
    const open = await createMatch(app.knex);
    const closed = await createMatch(app.knex, {
      matchDate: new Date(now.getTime() - 3600_000),
      predictionsClose: new Date(now.getTime() - 7200_000),
    });
    const ids = (await Match.query(app.knex).modify('openAt', now)).map((m) => m.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    await Season.query(app.knex).patch({ isActive: false }).where('id', closed.seasonId);
    const active = (await Season.query(app.knex).modify('active')).map((s) => s.id);
    expect(active).toContain(open.seasonId);
    expect(active).not.toContain(closed.seasonId);

    await NewsPost.query(app.knex).insert([
      { title: 'Out', slug: 'out', content: '<p>x</p>', status: 'published', publishDate: now },
      {
        title: 'Later',
        slug: 'later',
        content: '<p>x</p>',
        status: 'published',
        publishDate: new Date(now.getTime() + 3600_000),
      },
      { title: 'Draft', slug: 'draft', content: '<p>x</p>', status: 'draft', publishDate: now },
    ]);
    const slugs = (await NewsPost.query(app.knex).modify('publishedAt', now)).map((p) => p.slug);
    expect(slugs).toEqual(['out']);
  });

  it('page with range() for Content-Range', async () => {
    const user = await createUser(app.knex);
    const match = await createMatch(app.knex);
    await Prediction.query(app.knex).insert({
      userId: user.id,
      matchId: match.id,
      homeGoals: 1,
      awayGoals: 0,
    });
    const page = await User.query(app.knex).orderBy('id').range(0, 0);
    expect(page.results).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });
});
