import type { Knex } from 'knex';
import type { Storage } from '../lib/storage';
import { clubColours, crestSvg } from './crests';
import { FIXTURE_TIERS, loadFixtureFile } from './fixtures';
import { matchState, shiftKickOff } from './shift';

export const DEMO_SOURCE_SEASON = '2025-26';

export type SeededSeason = {
  id: number;
  tier: number;
  competitionId: number;
  name: string;
  teamIds: number[];
};

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function insertChunked(
  trx: Knex.Transaction,
  table: string,
  rows: object[],
  returning: string[],
  size = 1000,
) {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    out.push(
      ...(await trx(table)
        .insert(rows.slice(i, i + size))
        .returning(returning)),
    );
  }
  return out;
}

/**
 * The five English competitions of the real 2025-26 season, shifted by `weeks`: competitions, one
 * season each, the real teams with generated crests, one match group per matchweek and every fixture.
 */
export async function seedFootball(
  trx: Knex.Transaction,
  options: { weeks: number; now: Date; storage: Storage; adminId: number },
): Promise<SeededSeason[]> {
  const { weeks, now, storage, adminId } = options;
  const seasons: SeededSeason[] = [];
  for (const tier of FIXTURE_TIERS) {
    const file = loadFixtureFile(tier, DEMO_SOURCE_SEASON);
    const fixtures = file.matches.map((fixture) => ({
      fixture,
      kickOff: shiftKickOff(fixture.date, weeks),
    }));
    const times = fixtures.map((f) => f.kickOff.getTime());
    const start = new Date(Math.min(...times));
    const end = new Date(Math.max(...times));

    const [competition] = await trx('competitions')
      .insert({ name: file.competition, countryCode: 'EN', tier, isActive: true })
      .returning(['id']);
    const name = `${file.competition} ${start.getUTCFullYear()}/${String(end.getUTCFullYear()).slice(2)}`;
    const [season] = await trx('seasons')
      .insert({
        competitionId: competition.id,
        name,
        description: `Demo season: the real ${file.competition} 2025-26 fixtures and results (openfootball, CC0), shifted by ${weeks} weeks.`,
        startDate: isoDay(start),
        endDate: isoDay(end),
        isActive: true,
        order: tier,
        createdBy: adminId,
      })
      .returning(['id']);

    const teamRows = [];
    for (const team of file.teams) {
      const colours = clubColours(team.name);
      const logoUrl = await storage.put(Buffer.from(crestSvg(team.name, colours)), 'svg');
      teamRows.push({
        name: team.name,
        shortName: team.shortName.slice(0, 10),
        countryCode: 'EN',
        logoUrl,
        primaryColour: colours.primary,
        secondaryColour: colours.secondary,
        competitionId: competition.id,
      });
    }
    // Team names are unique: a club already in the database (added by hand) is updated, not duplicated.
    const teams: { id: number; name: string }[] = await trx('teams')
      .insert(teamRows)
      .onConflict('name')
      .merge()
      .returning(['id', 'name']);
    const teamId = new Map(teams.map((t) => [t.name as string, t.id as number]));

    const rounds = [...new Set(file.matches.map((m) => m.round))].sort((a, b) => a - b);
    const groups = await insertChunked(
      trx,
      'match_groups',
      rounds.map((round) => ({
        seasonId: season.id,
        name: `Matchweek ${round}`,
        matchWeek: round,
        isActive: true,
      })),
      ['id', 'matchWeek'],
    );
    const groupId = new Map(groups.map((g) => [g.matchWeek as number, g.id as number]));

    const matchRows = fixtures.map(({ fixture, kickOff }) => ({
      seasonId: season.id,
      matchGroupId: groupId.get(fixture.round),
      homeTeamId: teamId.get(fixture.home),
      awayTeamId: teamId.get(fixture.away),
      matchDate: kickOff,
      // Predictions close at kick-off; the schema wants close strictly before the kick-off instant.
      predictionsClose: new Date(kickOff.getTime() - 60_000),
      matchWeek: fixture.round,
      ...matchState(fixture, kickOff, now),
    }));
    await insertChunked(trx, 'matches', matchRows, ['id']);
    seasons.push({
      id: season.id,
      tier,
      competitionId: competition.id,
      name,
      teamIds: teams.map((t) => t.id as number),
    });
  }
  return seasons;
}
