import type { Knex } from 'knex';
import { UPCOMING_MATCHES_PER_SEASON } from '@predictor/contracts';
import { notFound } from '../../lib/errors';
import { presentMatch, type MatchRow } from './presenter';

export const MATCH_NOT_FOUND = 'Match not found';

/**
 * Matches with teams, season, group and the caller's own prediction (left join on user id, so
 * never anyone else's) in one query. `userId` null: no prediction joined. Reused by predictions.
 */
export function matchesQuery(knex: Knex, userId: number | null) {
  return knex('matches as m')
    .join('teams as ht', 'ht.id', 'm.homeTeamId')
    .join('teams as at', 'at.id', 'm.awayTeamId')
    .join('seasons as s', 's.id', 'm.seasonId')
    .leftJoin('matchGroups as mg', 'mg.id', 'm.matchGroupId')
    .leftJoin('predictions as up', (join) => {
      join.on('up.matchId', '=', 'm.id').andOnVal('up.userId', '=', userId ?? 0);
    })
    .select(
      'm.id',
      'm.matchDate',
      'm.predictionsClose',
      'm.status',
      'm.isCup',
      'm.venue',
      'm.homeGoals',
      'm.awayGoals',
      'ht.id as homeTeamId',
      'ht.name as homeTeamName',
      'ht.shortName as homeTeamShortName',
      'ht.logoUrl as homeTeamLogoUrl',
      'at.id as awayTeamId',
      'at.name as awayTeamName',
      'at.shortName as awayTeamShortName',
      'at.logoUrl as awayTeamLogoUrl',
      's.id as seasonId',
      's.name as seasonName',
      's.order as seasonOrder',
      'mg.id as matchGroupId',
      'mg.name as matchGroupName',
      'mg.matchWeek as matchGroupMatchWeek',
      'up.id as predictionId',
      'up.userId as predictionUserId',
      'up.homeGoals as predictionHomeGoals',
      'up.awayGoals as predictionAwayGoals',
      'up.isBanker as predictionIsBanker',
      'up.isVoid as predictionIsVoid',
      'up.points as predictionPoints',
      'up.isScored as predictionIsScored',
      'up.exactScorePoints as predictionExactScorePoints',
      'up.correctResultPoints as predictionCorrectResultPoints',
      'up.bankerBonus as predictionBankerBonus',
      'up.createdAt as predictionCreatedAt',
      'up.updatedAt as predictionUpdatedAt',
    );
}

/** GET /matches: a season's (or one match group's) matches by kick-off. */
export async function listMatches(
  knex: Knex,
  filter: { season?: number; matchGroup?: number },
  userId: number | null,
  now: Date,
) {
  const query = matchesQuery(knex, userId).orderBy('m.matchDate').orderBy('m.id');
  if (filter.season) query.where('m.seasonId', filter.season);
  if (filter.matchGroup) query.where('m.matchGroupId', filter.matchGroup);
  const rows: MatchRow[] = await query;
  return rows.map((row) => presentMatch(row, now));
}

/** GET /matches/{id}; 404 'Match not found'. */
export async function getMatch(knex: Knex, id: number, userId: number | null, now: Date) {
  const row: MatchRow | undefined = await matchesQuery(knex, userId).where('m.id', id).first();
  if (!row) throw notFound(MATCH_NOT_FOUND);
  return presentMatch(row, now);
}

/**
 * GET /matches/dashboard/upcoming: future matches (kick-off after now, scheduled or postponed) of
 * active seasons, at most 5 per season, by kick-off; also grouped by season (seasons by order, name).
 */
export async function upcomingMatches(knex: Knex, userId: number | null, now: Date) {
  const firstPerSeason = knex
    .select('id')
    .from(
      knex('matches as fm')
        .join('seasons as fs', 'fs.id', 'fm.seasonId')
        .where('fs.isActive', true)
        .where('fm.matchDate', '>', now)
        .whereIn('fm.status', ['scheduled', 'postponed'])
        .select(
          'fm.id',
          knex.raw(
            'row_number() OVER (PARTITION BY fm.season_id ORDER BY fm.match_date, fm.id) AS rn',
          ),
        )
        .as('ranked'),
    )
    .where('rn', '<=', UPCOMING_MATCHES_PER_SEASON);
  const rows: MatchRow[] = await matchesQuery(knex, userId)
    .whereIn('m.id', firstPerSeason)
    .orderBy('m.matchDate')
    .orderBy('m.id');
  const upcoming = rows.map((row) => presentMatch(row, now));
  const bySeason = new Map<
    number,
    { season: { id: number; name: string }; order: number; matches: typeof upcoming }
  >();
  rows.forEach((row, i) => {
    const entry = bySeason.get(row.seasonId) ?? {
      season: { id: row.seasonId, name: row.seasonName },
      order: row.seasonOrder,
      matches: [],
    };
    entry.matches.push(upcoming[i]);
    bySeason.set(row.seasonId, entry);
  });
  const matchesBySeason = [...bySeason.values()]
    .sort((a, b) => a.order - b.order || a.season.name.localeCompare(b.season.name))
    .map(({ season, matches }) => ({ season, matches }));
  return { upcomingMatches: upcoming, matchesBySeason };
}
