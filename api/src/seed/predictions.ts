import type { Knex } from 'knex';

/** A deterministic number in 0..2^31-1 from a text key: reproducible "randomness" inside SQL. */
const h = (key: string) => `(hashtext(${key}) & 2147483647)`;

/** Realistic goal counts from a 0..99 roll: mostly 0-2, rarely 4. */
const goals = (roll: string, cuts: [number, number, number, number]) =>
  `(CASE WHEN ${roll} < ${cuts[0]} THEN 0 WHEN ${roll} < ${cuts[1]} THEN 1 WHEN ${roll} < ${cuts[2]} THEN 2 WHEN ${roll} < ${cuts[3]} THEN 3 ELSE 4 END)`;

/**
 * Predictions of the demo players, set-based in one statement. Each player predicts 60-90% of the
 * Premier League and 10-40% of one or two lower tiers (their favourite team's tier, sometimes another),
 * only matches whose predictions closed after they signed up, up to `horizon` (past and upcoming).
 * Up to 10% of a player's past predictions copy the real score (some players are better than others).
 * At most one banker per (player, match group): the player's lowest match id of the group, in about
 * half of the groups. Scores are left to the scoring engine (recomputeAll).
 */
export async function seedPredictions(
  trx: Knex.Transaction,
  options: { userIds: number[]; now: Date; horizon: Date },
): Promise<number> {
  const { userIds, now, horizon } = options;
  const key = (parts: string) => `(${parts})::text`;
  const result = await trx.raw(
    `WITH players AS (
       SELECT u.id AS user_id, u.created_at,
              60 + ${h(`'pl:' || u.id`)} % 31 AS pl_rate,
              10 + ${h(`'low:' || u.id`)} % 31 AS low_rate,
              ${h(`'skill:' || u.id`)} % 11 AS skill,
              CASE WHEN c.tier > 1 THEN c.tier END AS fav_tier,
              CASE WHEN ${h(`'two:' || u.id`)} % 3 = 0 THEN 2 + ${h(`'tier:' || u.id`)} % 4 END AS extra_tier
       FROM users u
       LEFT JOIN teams t ON t.id = u.favourite_team_id
       LEFT JOIN competitions c ON c.id = t.competition_id
       WHERE u.id = ANY(CAST(:userIds AS int[]))
     ),
     follows AS (
       SELECT user_id, created_at, skill, 1 AS tier, pl_rate AS rate FROM players
       UNION SELECT user_id, created_at, skill, fav_tier, low_rate FROM players WHERE fav_tier IS NOT NULL
       UNION SELECT user_id, created_at, skill, extra_tier, low_rate FROM players WHERE extra_tier IS NOT NULL
     ),
     candidates AS (
       SELECT f.user_id, f.skill, m.id AS match_id, m.match_group_id, m.predictions_close, m.status,
              m.home_goals AS real_home, m.away_goals AS real_away,
              ${h(key(`f.user_id || ':' || m.id`))} AS roll
       FROM follows f
       JOIN competitions c ON c.tier = f.tier
       JOIN seasons s ON s.competition_id = c.id
       JOIN matches m ON m.season_id = s.id
       WHERE m.predictions_close > f.created_at AND m.match_date < CAST(:horizon AS timestamptz)
         AND ${h(key(`f.user_id || ':' || m.id`))} % 100 < f.rate
     ),
     picked AS (
       SELECT c.*,
              row_number() OVER (PARTITION BY c.user_id, c.match_group_id ORDER BY c.match_id) AS nth_in_group,
              ${h(key(`c.user_id || ':g' || c.match_group_id`))} % 2 = 0 AS banker_group,
              (c.status = 'finished' AND c.roll % 97 < c.skill) AS copies_real
       FROM candidates c
     )
     INSERT INTO predictions (user_id, match_id, match_group_id, home_goals, away_goals, is_banker, created_at, updated_at)
     SELECT user_id, match_id, match_group_id,
            CASE WHEN copies_real THEN least(real_home, 9) ELSE ${goals(`${h(key(`user_id || ':h' || match_id`))} % 100`, [22, 58, 83, 95])} END,
            CASE WHEN copies_real THEN least(real_away, 9) ELSE ${goals(`${h(key(`user_id || ':a' || match_id`))} % 100`, [30, 66, 89, 97])} END,
            nth_in_group = 1 AND banker_group,
            least(CAST(:now AS timestamptz), predictions_close) - (roll % 4000) * interval '1 minute',
            least(CAST(:now AS timestamptz), predictions_close) - (roll % 4000) * interval '1 minute'
     FROM picked`,
    { userIds: `{${userIds.join(',')}}`, now: now.toISOString(), horizon: horizon.toISOString() },
  );
  return result.rowCount ?? 0;
}
