import { SCORING } from '@predictor/contracts';
import type { Knex } from 'knex';
import { rankOrder } from '../modules/leaderboards/ranking';
import type { Random } from './random';

const DAY = 24 * 3600 * 1000;

/** Four published posts, one draft and one published post scheduled for the future, by the admin. */
export async function seedNews(
  trx: Knex.Transaction,
  options: { now: Date; adminId: number; seasonName: string },
): Promise<number> {
  const { now, adminId, seasonName } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const posts = [
    {
      title: `Welcome to ${seasonName}`,
      slug: 'welcome-to-the-new-season',
      publishDate: at(-120),
      content: `<h2>The new season is here</h2><p>Predict the score of every match before kick-off, climb the leaderboards and collect trophies.</p><ul><li>Five English competitions, from the Premier League to the National League</li><li>Official, public, invite-only and fan leagues</li><li>Monthly and season trophies</li></ul>`,
    },
    {
      title: 'How scoring works',
      slug: 'how-scoring-works',
      publishDate: at(-110),
      content: `<h2>Points</h2><ul><li><strong>Exact score:</strong> ${SCORING.exactScore} points</li><li><strong>Correct result</strong> (win, draw or loss): ${SCORING.correctResult} point</li></ul><h2>Bankers</h2><p>Pick one banker per matchweek: it counts double when you are right, and costs you ${Math.abs(SCORING.bankerWrongPenalty)} point when you are wrong.</p><p>Predictions close at kick-off.</p>`,
    },
    {
      title: 'Fan leagues are here',
      slug: 'fan-leagues-are-here',
      publishDate: at(-60),
      content: `<h2>Play with your fellow supporters</h2><p>Every big club now has its own fan league. Choose your favourite team in your profile and join the league of your club with one click.</p><p>Share the link with your mates: new players who register from it join straight away.</p>`,
    },
    {
      title: 'Monthly trophies: the race is on',
      slug: 'monthly-trophies-the-race-is-on',
      publishDate: at(-25),
      content: `<h2>A new table every month</h2><p>The top three of each competition's monthly table win a trophy at the start of the next month.</p><ol><li>Monthly Champion</li><li>Monthly Runner-up</li><li>Monthly Third Place</li></ol><p>Check the leaderboards to see where you stand.</p>`,
    },
    {
      title: "Midweek fixtures: don't miss the deadline",
      slug: 'midweek-fixtures-dont-miss-the-deadline',
      publishDate: at(-3),
      content: `<h2>Busy week ahead</h2><p>Several competitions play midweek. Remember that predictions close at kick-off, and that your banker can only be used once per matchweek.</p>`,
    },
  ].map((p) => ({ ...p, status: 'published' }));
  posts.push(
    {
      title: 'Season review (draft)',
      slug: 'season-review-draft',
      publishDate: at(-1),
      status: 'draft',
      content:
        '<h2>Season review</h2><p>Notes for the end-of-season review: top predictors, best bankers, biggest upsets.</p>',
    },
    {
      title: 'Coming soon: the festive fixtures',
      slug: 'coming-soon-the-festive-fixtures',
      publishDate: at(5),
      status: 'published',
      content:
        '<h2>Festive fixtures</h2><p>A packed programme of matches is coming up. Get your predictions in early!</p>',
    },
  );
  await trx('news_posts').insert(
    posts.map((p) => ({ ...p, authorId: adminId, createdAt: now, updatedAt: now })),
  );
  return posts.length;
}

/**
 * Two custom trophies awarded to a few players, plus last month's Premier League monthly medals from the
 * leaderboard totals, with the award keys the monthly job uses so it never awards them twice.
 */
export async function seedTrophies(
  trx: Knex.Transaction,
  options: {
    random: Random;
    now: Date;
    playerIds: number[];
    plSeason: { id: number; name: string };
  },
): Promise<number> {
  const { random, now, playerIds, plSeason } = options;
  const [founding, perfect] = await trx('trophies')
    .insert([
      {
        name: 'Founding Member',
        description: 'Joined the game in its first weeks',
        trophyType: 'custom',
        isActive: true,
      },
      {
        name: 'Perfect Weekend',
        description: 'Every prediction of a weekend right',
        trophyType: 'custom',
        isActive: true,
      },
    ])
    .returning(['id']);
  const awards: object[] = [];
  for (const userId of playerIds.slice(0, 12)) {
    awards.push({
      trophyId: founding.id,
      userId,
      reason: 'One of the first players to sign up',
      awardedAt: new Date(now.getTime() - 100 * DAY),
    });
  }
  for (const userId of random.shuffle(playerIds).slice(0, 4)) {
    awards.push({
      trophyId: perfect.id,
      userId,
      reason: 'Every prediction right on a matchweek weekend',
      awardedAt: new Date(now.getTime() - random.int(5, 60) * DAY),
      seasonId: plSeason.id,
    });
  }

  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const period = lastMonth.toISOString().slice(0, 7);
  const top = await trx('leaderboard_totals')
    .where({ scope: `season:${plSeason.id}`, period })
    .where('totalPredictions', '>', 0)
    .orderByRaw(`${rankOrder((column) => column)}, user_id`)
    .limit(3)
    .select('userId', 'totalPoints');
  const places = ['first', 'second', 'third'] as const;
  const monthName = lastMonth.toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (const [index, row] of top.entries()) {
    const place = places[index];
    const trophy = await trx('trophies')
      .where({ trophyType: `monthly_${place}` })
      .first('id');
    if (!trophy) continue;
    awards.push({
      trophyId: trophy.id,
      userId: row.userId,
      reason: `${['1st', '2nd', '3rd'][index]} in ${plSeason.name} for ${monthName} (${row.totalPoints} points)`,
      awardedAt: new Date(
        Math.min(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 6)),
      ),
      seasonId: plSeason.id,
      awardKey: `monthly:${plSeason.id}:${period}:${place}:${row.userId}`,
    });
  }
  await trx('trophy_awards').insert(awards);
  return awards.length;
}
