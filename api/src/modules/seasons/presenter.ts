import type { Presented } from '@predictor/contracts/types';

/** Shapes season and match-group rows for the player API (spec section 3 field names). */

export type SeasonRow = {
  id: number;
  name: string;
  description: string | null;
  isActive: boolean;
  order: number;
  startDate: string;
  endDate: string;
  gameType: string;
  competitionId: number;
  competitionName: string;
  competitionTier: number | null;
  competitionLogoUrl: string | null;
  countryCode: string | null;
};

export function presentSeason(row: SeasonRow): Presented<'Season'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    countryCode: row.countryCode,
    isActive: row.isActive,
    order: row.order,
    startDate: row.startDate,
    endDate: row.endDate,
    gameType: row.gameType,
    competition: {
      id: row.competitionId,
      name: row.competitionName,
      tier: row.competitionTier,
      logoUrl: row.competitionLogoUrl,
    },
  };
}

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
