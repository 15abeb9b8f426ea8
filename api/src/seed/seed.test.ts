import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { oracleDifferences } from '../modules/scoring/oracle';
import { findDifferences } from '../modules/scoring/rebuild';
import { scoredPredictions } from '../modules/scoring/service';
import { fanGroupname } from './leagues';
import { seedDemo, type SeedSummary } from './seed';

// Mid-season: the real 2025-26 season shifted so that this instant falls near 20 December.
const NOW = new Date('2026-11-21T12:00:00Z');

describe('demo seed', () => {
  let app: TestApp;
  let summary: SeedSummary | null;

  beforeAll(async () => {
    app = await startTestApp();
    summary = await seedDemo(app.knex, { now: NOW, storage: app.deps.storage });
  }, 120_000);
  afterAll(() => app?.close());

  it('creates the five English competitions, tiers 1 to 5, each with one active season', async () => {
    const competitions = await app
      .knex('competitions')
      .orderBy('tier')
      .select('name', 'tier', 'countryCode');
    expect(competitions.map((c) => c.tier)).toEqual([1, 2, 3, 4, 5]);
    expect(competitions[0]).toMatchObject({ name: 'Premier League', countryCode: 'EN' });
    const seasons = await app.knex('seasons').where({ isActive: true }).select('name');
    expect(seasons).toHaveLength(5);
    expect(seasons.map((s) => s.name)).toContain('Premier League 2026/27');
  });

  it('adds the real teams with colours and a generated SVG crest', async () => {
    const teams = await app.knex('teams').select('name', 'logoUrl', 'primaryColour', 'countryCode');
    expect(teams.length).toBeGreaterThanOrEqual(116);
    for (const team of teams) {
      expect(team.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.svg$/);
      expect(team.primaryColour).toMatch(/^#[0-9a-f]{6}$/);
    }
    const crest = await app.request('GET', teams[0].logoUrl);
    expect(crest.status).toBe(200);
    expect(String(crest.body)).toContain('<svg');
  });

  it('has 380 Premier League matches in 38 matchweek groups of 10', async () => {
    const rows = (await app
      .knex('matches as m')
      .join('seasons as s', 's.id', 'm.seasonId')
      .join('competitions as c', 'c.id', 's.competitionId')
      .join('matchGroups as g', 'g.id', 'm.matchGroupId')
      .where('c.tier', 1)
      .groupBy('g.id', 'g.name', 'g.matchWeek')
      .select('g.name', 'g.matchWeek')
      .count({ n: '*' })) as { name: string; matchWeek: number; n: number }[];
    expect(rows).toHaveLength(38);
    expect(rows.every((r) => Number(r.n) === 10 && r.name === `Matchweek ${r.matchWeek}`)).toBe(
      true,
    );
  });

  it('has finished matches before now and scheduled ones after now in every tier', async () => {
    const rows = await app.knex.raw(
      `SELECT c.tier,
              count(*) FILTER (WHERE m.status = 'finished' AND m.match_date < ?) AS past_finished,
              count(*) FILTER (WHERE m.status = 'scheduled' AND m.match_date >= ?) AS future_scheduled,
              count(*) FILTER (WHERE m.status = 'scheduled' AND m.match_date < ?) AS past_scheduled,
              count(*) FILTER (WHERE m.status <> 'scheduled' AND m.match_date >= ?) AS future_not_scheduled
       FROM matches m JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id
       GROUP BY c.tier ORDER BY c.tier`,
      [NOW, NOW, NOW, NOW],
    );
    expect(rows.rows).toHaveLength(5);
    for (const row of rows.rows) {
      expect(Number(row.past_finished)).toBeGreaterThan(100);
      expect(Number(row.future_scheduled)).toBeGreaterThan(100);
      expect(Number(row.past_scheduled) + Number(row.future_not_scheduled)).toBe(0);
    }
  });

  it('gives every finished match its goals, a match in play its live score, and no other match any goals', async () => {
    const bad = await app
      .knex('matches')
      .where((q) =>
        q
          .whereIn('status', ['finished', 'in_progress'])
          .where((w) => w.whereNull('homeGoals').orWhereNull('awayGoals')),
      )
      .orWhere((q) =>
        q
          .whereNotIn('status', ['finished', 'in_progress'])
          .where((w) => w.whereNotNull('homeGoals').orWhereNotNull('awayGoals')),
      )
      .count({ n: '*' })
      .first();
    expect(Number(bad?.n)).toBe(0);
  });

  it('has a Premier League round in play: matches kicked off minutes ago with live scores and predictions', async () => {
    const live = (await app
      .knex('matches')
      .join('seasons', 'seasons.id', 'matches.seasonId')
      .join('competitions', 'competitions.id', 'seasons.competitionId')
      .where({ 'matches.status': 'in_progress', 'competitions.tier': 1 })
      .select('matches.id', 'matches.matchDate', 'matches.matchGroupId')) as {
      id: number;
      matchDate: Date;
      matchGroupId: number;
    }[];
    expect(live).toHaveLength(3);
    expect(new Set(live.map((m) => m.matchGroupId)).size).toBe(1);
    for (const m of live) {
      const minutes = (NOW.getTime() - new Date(m.matchDate).getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(0);
      expect(minutes).toBeLessThan(95);
    }
    const predictions = await app
      .knex('predictions')
      .whereIn(
        'matchId',
        live.map((m) => m.id),
      )
      .count({ n: '*' })
      .first();
    expect(Number(predictions?.n)).toBeGreaterThan(0);
  });

  it('keeps kick-off weekdays and closes predictions at kick-off', async () => {
    // Liverpool v AFC Bournemouth opened 2025-26 on Friday 15 August, 20:00 UK time.
    const opener = await app
      .knex('matches as m')
      .join('teams as h', 'h.id', 'm.homeTeamId')
      .join('teams as a', 'a.id', 'm.awayTeamId')
      .where({ 'h.name': 'Liverpool', 'a.name': 'AFC Bournemouth' })
      .first('m.matchDate', 'm.predictionsClose');
    expect(opener.matchDate.getUTCDay()).toBe(5);
    expect(opener.matchDate.getTime() - opener.predictionsClose.getTime()).toBe(60_000);
  });

  it('seeds about 200 demo players, their predictions, scored by the game rules', async () => {
    expect(summary?.counts.users).toBeGreaterThanOrEqual(200);
    const players = await app
      .knex('users')
      .where('email', 'like', '%@demo.predictor.local')
      .count({ n: '*' })
      .first();
    expect(Number(players?.n)).toBe(200);
    const scored = await scoredPredictions(app.knex)
      .where({ isScored: true })
      .count({ n: '*' })
      .first();
    const upcoming = await app
      .knex('predictions as p')
      .join('matches as m', 'm.id', 'p.matchId')
      .where('m.matchDate', '>', NOW)
      .count({ n: '*' })
      .first();
    expect(Number(scored?.n)).toBeGreaterThan(10_000);
    expect(Number(upcoming?.n)).toBeGreaterThan(100);
    const differences = await findDifferences(app.knex);
    expect([differences.predictions, differences.totals]).toEqual([0, 0]);
    const oracle = await oracleDifferences(app.knex);
    expect([oracle.predictions, oracle.totals]).toEqual([0, 0]);
  });

  it('adds season predictions to the Premier League: some open, one answered and scored, with picks', async () => {
    const questions = await app
      .knex('seasonQuestions as q')
      .join('seasons as s', 's.id', 'q.seasonId')
      .where('s.name', 'Premier League 2026/27')
      .select('q.id', 'q.text', 'q.deadline', 'q.answerTeamIds');
    expect(questions.map((q) => q.text)).toContain('Champion');
    expect(questions.filter((q) => new Date(q.deadline) > NOW).length).toBeGreaterThanOrEqual(1);
    expect(questions.filter((q) => q.answerTeamIds !== null)).toHaveLength(1);
    const bonus = await app
      .knex('leaderboardTotals')
      .where({ period: 'bonus' })
      .where('totalPoints', '>', 0)
      .count({ n: '*' })
      .first();
    expect(Number(bonus?.n)).toBeGreaterThan(0);
  });

  it('never gives a player two bankers in one match group', async () => {
    const doubles = await app
      .knex('predictions')
      .where({ isBanker: true })
      .groupBy('userId', 'matchGroupId')
      .havingRaw('count(*) > 1')
      .select('userId');
    const bankers = await app
      .knex('predictions')
      .where({ isBanker: true })
      .count({ n: '*' })
      .first();
    expect(doubles).toHaveLength(0);
    expect(Number(bankers?.n)).toBeGreaterThan(100);
  });

  it('creates leagues of every type, fan leagues with a group name and their fans as members', async () => {
    const leagues = await app.knex('leagues').select('id', 'type', 'groupname', 'inviteCode');
    expect(new Set(leagues.map((l) => l.type))).toEqual(
      new Set(['official', 'public', 'invite_only', 'fanleague']),
    );
    const fan = leagues.filter((l) => l.type === 'fanleague');
    expect(fan.every((l) => /^[a-z0-9-]{3,50}$/.test(l.groupname))).toBe(true);
    expect(leagues.every((l) => /^[A-HJ-NP-Z2-9]{8}$/.test(l.inviteCode))).toBe(true);
    const fans = await app
      .knex('league_members as lm')
      .join('leagues as l', 'l.id', 'lm.leagueId')
      .join('users as u', 'u.id', 'lm.userId')
      .leftJoin('teams as t', 't.id', 'u.favouriteTeamId')
      .where('l.type', 'fanleague')
      .whereNot('lm.role', 'creator')
      .select('l.groupname', 't.name');
    expect(fans.length).toBeGreaterThan(10);
    expect(fans.every((f) => f.groupname === fanGroupname(f.name))).toBe(true);
    const creators = await app
      .knex('league_members')
      .where({ role: 'creator' })
      .count({ n: '*' })
      .first();
    expect(Number(creators?.n)).toBe(leagues.length);
  });

  it("adds news posts, custom trophies and last month's monthly medals with their award keys", async () => {
    const news = await app.knex('news_posts').select('status', 'publishDate');
    expect(
      news.filter((n) => n.status === 'published' && n.publishDate < NOW).length,
    ).toBeGreaterThanOrEqual(4);
    expect(news.some((n) => n.status === 'draft')).toBe(true);
    const keys = (await app.knex('trophy_awards').whereNotNull('awardKey').select('awardKey')).map(
      (a) => a.awardKey as string,
    );
    expect(keys).toHaveLength(3);
    expect(keys.every((k) => /^monthly:\d+:2026-10:(first|second|third):\d+$/.test(k))).toBe(true);
    const custom = await app.knex('trophies').where({ trophyType: 'custom' }).pluck('name');
    expect(custom).toEqual(expect.arrayContaining(['Founding Member', 'Perfect Weekend']));
  });

  it('does nothing the second time, because competitions exist', async () => {
    const before = await app.knex('matches').count({ n: '*' }).first();
    expect(await seedDemo(app.knex, { now: NOW, storage: app.deps.storage })).toBeNull();
    const after = await app.knex('matches').count({ n: '*' }).first();
    expect(after).toEqual(before);
  });
});
