import type { Knex } from 'knex';
import { seasonTeams } from '../modules/season-questions/teams';
import type { Random } from './random';

const DAY = 24 * 3600 * 1000;

/** The team on top of a table of the season's finished matches up to `lastWeek`: 3 a win, 1 a draw, then goal difference. */
async function leaderAfter(trx: Knex.Transaction, seasonId: number, lastWeek: number) {
  const result = await trx.raw(
    `WITH games AS (
       SELECT m.home_team_id AS team, m.home_goals - m.away_goals AS diff FROM matches m
         JOIN match_groups g ON g.id = m.match_group_id
         WHERE m.season_id = ? AND g.match_week <= ? AND m.status = 'finished' AND m.home_goals IS NOT NULL
       UNION ALL
       SELECT m.away_team_id, m.away_goals - m.home_goals FROM matches m
         JOIN match_groups g ON g.id = m.match_group_id
         WHERE m.season_id = ? AND g.match_week <= ? AND m.status = 'finished' AND m.home_goals IS NOT NULL
     )
     SELECT team FROM games GROUP BY team
     ORDER BY sum(CASE WHEN diff > 0 THEN 3 WHEN diff = 0 THEN 1 ELSE 0 END) DESC, sum(diff) DESC, team
     LIMIT 1`,
    [seasonId, lastWeek, seasonId, lastWeek],
  );
  return (result.rows[0]?.team as number | undefined) ?? null;
}

/**
 * Season predictions of the demo (issue 31 item 4) for one season: questions locked at its first
 * kick-off (Champion, Relegated clubs, and the leader after Matchweek 10, already answered), two still
 * open, and the demo players' picks. Bonus points are left to recomputeAll, like the scores.
 */
export async function seedSeasonQuestions(
  trx: Knex.Transaction,
  options: { random: Random; now: Date; seasonId: number; playerIds: number[] },
): Promise<number> {
  const { random, now, seasonId, playerIds } = options;
  const teams = (await seasonTeams(trx, seasonId)).map((t) => t.id);
  if (teams.length < 4) return 0;
  const first = (await trx('matches').where({ seasonId }).min({ at: 'matchDate' }).first()) as {
    at: Date;
  };
  const start = new Date(first.at);
  const leader = await leaderAfter(trx, seasonId, 10);
  const questions = [
    { text: 'Champion', points: 10, picks: 1, deadline: start, answer: null },
    { text: 'Relegated clubs', points: 3, picks: 3, deadline: start, answer: null },
    {
      text: 'Top of the table after Matchweek 10',
      points: 5,
      picks: 1,
      deadline: start,
      answer: leader ? [leader] : null,
    },
    {
      text: 'Top of the table at Christmas',
      points: 5,
      picks: 1,
      deadline: new Date(now.getTime() + 2 * DAY),
      answer: null,
    },
    {
      text: 'Most goals scored this season',
      points: 5,
      picks: 1,
      deadline: new Date(now.getTime() + 9 * DAY),
      answer: null,
    },
  ];
  const rows = (await trx('seasonQuestions')
    .insert(
      questions.map((q) => ({
        seasonId,
        text: q.text,
        points: q.points,
        picks: q.picks,
        deadline: q.deadline,
        answerTeamIds: q.answer,
        answeredAt: q.answer ? now : null,
        createdAt: new Date(start.getTime() - 7 * DAY),
        updatedAt: q.answer ? now : new Date(start.getTime() - 7 * DAY),
      })),
    )
    .returning(['id', 'picks', 'deadline'])) as { id: number; picks: number; deadline: Date }[];
  // Players favour a few big clubs, so the crowd's picks show a pattern.
  const favourites = random.shuffle(teams).slice(0, 6);
  const answers = rows.flatMap((q) =>
    playerIds
      .filter(() => random.chance(new Date(q.deadline) <= now ? 0.75 : 0.4))
      .map((userId) => {
        const pool = random.chance(0.6) ? [...favourites, ...teams] : teams;
        const picks = [...new Set(random.shuffle(pool))].slice(0, q.picks);
        return { questionId: q.id, userId, teamIds: picks };
      }),
  );
  for (let i = 0; i < answers.length; i += 1000)
    await trx('seasonAnswers').insert(answers.slice(i, i + 1000));
  return rows.length;
}
