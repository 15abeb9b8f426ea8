import type { Knex } from 'knex';

const MINUTE = 60_000;
/** How long ago the demo's live matches kicked off: one early in each half, one near the end. */
const KICKED_OFF_MINUTES_AGO = [25, 60, 85];

/**
 * The demo's round in play (issue 31, live points): the last matches of the Premier League's latest
 * round that has wholly kicked off are moved to have kicked off minutes ago, and are in progress
 * with a live score (two thirds of their real goals, rounded down), so a fresh start shows LIVE
 * points on the cards, the leaderboards and the leagues. Their seeded predictions were all made
 * before their old kick-off, so before the new one too; nothing of them enters the totals until
 * staff save the final results.
 */
export async function seedLiveRound(
  trx: Knex.Transaction,
  { now, seasonId }: { now: Date; seasonId: number },
) {
  const round = (await trx('matches')
    .join('match_groups', 'match_groups.id', 'matches.match_group_id')
    .where('matches.season_id', seasonId)
    .groupBy('match_groups.id', 'match_groups.match_week')
    .havingRaw('max(matches.match_date) < ?', [now])
    .orderBy('match_groups.match_week', 'desc')
    .first('match_groups.id')) as { id: number } | undefined;
  if (!round) return 0;
  const latest = (await trx('matches')
    .where({ matchGroupId: round.id, status: 'finished' })
    .orderBy('matchDate', 'desc')
    .orderBy('id', 'desc')
    .limit(KICKED_OFF_MINUTES_AGO.length)
    .select('id', 'homeGoals', 'awayGoals')) as {
    id: number;
    homeGoals: number;
    awayGoals: number;
  }[];
  for (const [i, match] of latest.entries()) {
    const kickOff = new Date(now.getTime() - KICKED_OFF_MINUTES_AGO[i] * MINUTE);
    await trx('matches')
      .where({ id: match.id })
      .update({
        matchDate: kickOff,
        // As every seeded match: predictions close a minute before kick-off.
        predictionsClose: new Date(kickOff.getTime() - MINUTE),
        status: 'in_progress',
        homeGoals: Math.floor((match.homeGoals * 2) / 3),
        awayGoals: Math.floor((match.awayGoals * 2) / 3),
      });
  }
  return latest.length;
}
