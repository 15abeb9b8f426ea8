import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Storage } from '../lib/storage';
import { hashPassword } from '../modules/auth/passwords';
import { recomputeAll } from '../modules/scoring/rebuild';
import { seedFootball } from './football';
import { seedLeagues } from './leagues';
import { seedNews, seedTrophies } from './news-trophies';
import { makePlayers } from './people';
import { seedLiveRound } from './live-round';
import { seedPredictions } from './predictions';
import { seedSeasonQuestions } from './season-questions';
import { seededRandom } from './random';
import { weeksToShift } from './shift';

export const DEMO_PLAYER_PASSWORD = 'demo-player';
export const DEMO_ADMIN_EMAIL = 'admin@predictor.local';
const DEMO_PLAYERS = 200;
const DAY = 24 * 3600 * 1000;
const POPULAR: Record<string, number> = {
  Arsenal: 5,
  Liverpool: 5,
  'Manchester United': 5,
  'Manchester City': 3,
  Chelsea: 3,
  'Tottenham Hotspur': 3,
  'Newcastle United': 2,
  'Leeds United': 2,
  'Aston Villa': 2,
  Everton: 2,
  'West Ham United': 2,
};

export type SeedOptions = {
  now?: Date;
  /** Where the generated crests are stored. */
  storage: Storage;
  /** The ADMIN_EMAIL admin, already ensured by the server; otherwise an admin is found or created. */
  adminEmail?: string;
  players?: number;
};

export type SeedSummary = {
  weeks: number;
  admin: { email: string; password?: string; existing: boolean };
  demoPlayer: { email: string; password: string };
  counts: {
    competitions: number;
    teams: number;
    matches: number;
    users: number;
    predictions: number;
    leagues: number;
    news: number;
    awards: number;
  };
  ms: number;
};

/** The admin who owns the demo content: ADMIN_EMAIL's, else the first admin, else a new one with a generated password. */
async function findOrCreateAdmin(trx: Knex.Transaction, adminEmail?: string) {
  const existing = adminEmail
    ? await trx('users').whereRaw('lower(email) = lower(?)', [adminEmail]).first('id', 'email')
    : await trx('users')
        .where({ role: 'admin', isActive: true })
        .orderBy('id')
        .first('id', 'email');
  if (existing)
    return { id: existing.id as number, email: existing.email as string, existing: true };
  const password = randomBytes(9).toString('base64url');
  const [admin] = await trx('users')
    .insert({
      email: adminEmail ?? DEMO_ADMIN_EMAIL,
      passwordHash: await hashPassword(password),
      teamName: 'Predictor Admin',
      firstName: 'Demo',
      lastName: 'Admin',
      role: 'admin',
      isEmailVerified: true,
    })
    .returning(['id', 'email']);
  return { id: admin.id as number, email: admin.email as string, password, existing: false };
}

/**
 * Seeds the demo data in one transaction, unless the database already has competitions (then answers
 * null): the real 2025-26 English season shifted by whole weeks so that `now` falls mid-season,
 * demo players with predictions scored by the game's rules, leagues, news and trophies.
 */
export async function seedDemo(knex: Knex, options: SeedOptions): Promise<SeedSummary | null> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const random = seededRandom(20251220);
  const weeks = weeksToShift(now);
  const { storage } = options;
  const playerHash = await hashPassword(DEMO_PLAYER_PASSWORD);

  return knex.transaction(async (trx) => {
    // Two servers starting together on one PostgreSQL: the second waits, then finds competitions.
    await trx.raw('SELECT pg_advisory_xact_lock(20251220)');
    const { count } = (await trx('competitions').count({ count: '*' }).first()) as {
      count: number;
    };
    if (Number(count) > 0) return null;

    const admin = await findOrCreateAdmin(trx, options.adminEmail);
    const seasons = await seedFootball(trx, { weeks, now, storage, adminId: admin.id });
    const seasonByTier = new Map(seasons.map((s) => [s.tier, s.id]));
    const teams = (await trx('teams')
      .join('competitions', 'competitions.id', 'teams.competitionId')
      .whereIn(
        'teams.competitionId',
        seasons.map((s) => s.competitionId),
      )
      .select('teams.id', 'teams.name', 'competitions.tier')) as {
      id: number;
      name: string;
      tier: number;
    }[];

    const taken = new Set(
      ((await trx('users').select('teamName')) as { teamName: string }[]).map((u) =>
        u.teamName.toLowerCase(),
      ),
    );
    const people = makePlayers(
      random,
      options.players ?? DEMO_PLAYERS,
      {
        // Big clubs have more fans: they appear several times in the draw.
        topFlight: teams
          .filter((t) => t.tier === 1)
          .flatMap((t) => Array<number>(POPULAR[t.name] ?? 1).fill(t.id)),
        lower: teams.filter((t) => t.tier > 1).map((t) => t.id),
      },
      now,
      taken,
    );
    people.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const players = (await trx('users')
      .insert(
        people.map((p) => ({
          ...p,
          passwordHash: playerHash,
          role: 'user',
          updatedAt: p.createdAt,
        })),
      )
      .returning(['id', 'email', 'createdAt', 'favouriteTeamId'])) as {
      id: number;
      email: string;
      createdAt: Date;
      favouriteTeamId: number | null;
    }[];

    const predictions = await seedPredictions(trx, {
      userIds: players.map((p) => p.id),
      now,
      horizon: new Date(now.getTime() + 8 * DAY),
    });
    await seedSeasonQuestions(trx, {
      random,
      now,
      seasonId: seasons.find((s) => s.tier === 1)!.id,
      playerIds: players.map((p) => p.id),
    });
    await seedLiveRound(trx, { now, seasonId: seasons.find((s) => s.tier === 1)!.id });
    // Scores every prediction by the game's rules and rebuilds the leaderboard totals (a savepoint inside this transaction).
    await recomputeAll(trx);
    // The demo's past weeks count as recapped, so the recap job mails only weeks completed after the seed.
    await trx.raw(
      `INSERT INTO round_recaps (user_id, match_group_id, claimed_at, sent_at)
       SELECT DISTINCT p.user_id, p.match_group_id, ?::timestamptz, ?::timestamptz
       FROM predictions p
       WHERE p.match_group_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.match_group_id = p.match_group_id
                         AND m.match_date >= ? AND m.status <> 'cancelled')`,
      [now, now, now],
    );

    const leagues = await seedLeagues(trx, {
      random,
      now,
      adminId: admin.id,
      players,
      seasonByTier,
      teams,
    });
    const news = await seedNews(trx, { now, adminId: admin.id, seasonName: seasons[0].name });
    const pl = seasons.find((s) => s.tier === 1)!;
    const awards = await seedTrophies(trx, {
      random,
      now,
      playerIds: players.map((p) => p.id),
      plSeason: { id: pl.id, name: pl.name },
    });
    const matches = (await trx('matches').count({ count: '*' }).first()) as { count: number };

    // The most active player of the Premier League table is a good showcase account.
    const showcase = await trx('leaderboard_totals')
      .where({ scope: `season:${pl.id}` })
      .join('users', 'users.id', 'leaderboard_totals.user_id')
      .groupBy('users.id')
      .orderByRaw('sum(leaderboard_totals.total_predictions) DESC, users.id')
      .first('users.email');
    return {
      weeks,
      admin,
      demoPlayer: { email: showcase?.email ?? players[0].email, password: DEMO_PLAYER_PASSWORD },
      counts: {
        competitions: seasons.length,
        teams: teams.length,
        matches: Number(matches.count),
        users: players.length + (admin.existing ? 0 : 1),
        predictions,
        leagues,
        news,
        awards,
      },
      ms: Date.now() - started,
    };
  });
}
