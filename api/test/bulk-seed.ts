import type { Knex } from 'knex';

/**
 * `count` players, each with one prediction of `matchId`, inserted in two SQL statements (fast even
 * for tens of thousands). Scores vary over 0-3 : 0-2, every fifth prediction is a banker. Answers the
 * user ids. The password hash is not a valid hash: these players never sign in.
 */
export async function seedPredictions(
  knex: Knex,
  matchId: number,
  count: number,
): Promise<number[]> {
  const tag = `${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const users = await knex.raw(
    `INSERT INTO users (email, password_hash, team_name)
     SELECT 'bulk' || g || '_' || :tag || '@example.com', 'x', 'Bulk ' || g || ' ' || :tag
     FROM generate_series(1, :count) AS g
     RETURNING id`,
    { tag, count },
  );
  const ids: number[] = users.rows.map((r: { id: number }) => r.id);
  await knex.raw(
    `INSERT INTO predictions (user_id, match_id, home_goals, away_goals, is_banker)
     SELECT u.id, :matchId, u.id % 4, (u.id / 4) % 3, u.id % 5 = 0
     FROM users u WHERE u.email LIKE :pattern`,
    { matchId, pattern: `bulk%${tag}@example.com` },
  );
  return ids;
}
