import type { Presented } from '@predictor/contracts/types';
/** Shapes seasons and match groups for the player API (spec section 3 field names). */
import type { Competition, Season } from '../../models';

/** A season with its competition loaded (`withGraphFetched('competition')`). */
export function presentSeason(season: Season): Presented<'Season'> {
  const competition = season.competition as Competition;
  return {
    id: season.id,
    name: season.name,
    description: season.description,
    countryCode: competition.countryCode,
    isActive: season.isActive,
    order: season.order,
    startDate: season.startDate,
    endDate: season.endDate,
    gameType: season.gameType,
    competition: {
      id: competition.id,
      name: competition.name,
      tier: competition.tier,
      logoUrl: competition.logoUrl,
    },
  };
}

/** A match group with its first and last kick-off and match count (see listMatchGroupRows). */
export type MatchGroupRow = {
  id: number;
  seasonId: number;
  name: string;
  description: string | null;
  matchWeek: number | null;
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  matchCount: number;
};

export function presentMatchGroup(row: MatchGroupRow): Presented<'MatchGroup'> {
  return {
    id: row.id,
    seasonId: row.seasonId,
    name: row.name,
    description: row.description,
    matchWeek: row.matchWeek,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    matchCount: row.matchCount,
  };
}
