import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One club as the fixture files name it. */
export type FixtureTeam = { name: string; shortName: string; country: string };

export type FixtureStatus =
  'finished' | 'scheduled' | 'unknown' | 'postponed' | 'cancelled' | 'abandoned';

/** One fixture: `date` is a UTC instant ('...Z'), or a plain 'YYYY-MM-DD' when the source gives no time. */
export type Fixture = {
  round: number;
  date: string;
  home: string;
  away: string;
  homeGoals: number | null;
  awayGoals: number | null;
  status: FixtureStatus;
};

export type FixtureFile = {
  competition: string;
  season: string;
  tier: number;
  teams: FixtureTeam[];
  matches: Fixture[];
  source: Record<string, unknown>;
};

export const FIXTURE_TIERS = [1, 2, 3, 4, 5] as const;
export const FIXTURE_SEASONS = ['2023-24', '2024-25', '2025-26'] as const;
export type FixtureSeason = (typeof FIXTURE_SEASONS)[number];

/** api/seeds/fixtures, found from this file so it works from any working directory. */
export const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seeds/fixtures',
);

/** Reads one openfootball file (CC0) copied into api/seeds/fixtures, e.g. loadFixtureFile(1, '2025-26'). */
export function loadFixtureFile(tier: number, season: FixtureSeason | string): FixtureFile {
  if (
    !FIXTURE_TIERS.includes(tier as (typeof FIXTURE_TIERS)[number]) ||
    !FIXTURE_SEASONS.includes(season as FixtureSeason)
  ) {
    throw new Error(`No fixture file for tier ${tier}, season ${season}`);
  }
  const file = path.join(FIXTURES_DIR, `en.${tier}.${season}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as FixtureFile;
}
