/** Shapes match rows (with teams, season, group and the caller's own prediction) for the player API. */
import { isOpen } from './open';

export { isOpen };

export type MatchRow = {
  id: number;
  matchDate: Date;
  predictionsClose: Date;
  status: string;
  isCup: boolean;
  venue: string | null;
  homeGoals: number | null;
  awayGoals: number | null;
  homeTeamId: number;
  homeTeamName: string;
  homeTeamShortName: string | null;
  homeTeamLogoUrl: string | null;
  awayTeamId: number;
  awayTeamName: string;
  awayTeamShortName: string | null;
  awayTeamLogoUrl: string | null;
  seasonId: number;
  seasonName: string;
  seasonOrder: number;
  matchGroupId: number | null;
  matchGroupName: string | null;
  matchGroupMatchWeek: number | null;
  predictionId: number | null;
  predictionUserId: number | null;
  predictionHomeGoals: number | null;
  predictionAwayGoals: number | null;
  predictionIsBanker: boolean | null;
  predictionIsVoid: boolean | null;
  predictionPoints: number | null;
  predictionIsScored: boolean | null;
  predictionExactScorePoints: number | null;
  predictionCorrectResultPoints: number | null;
  predictionBankerBonus: number | null;
  predictionCreatedAt: Date | null;
  predictionUpdatedAt: Date | null;
};

function team(id: number, name: string, shortName: string | null, logoUrl: string | null) {
  return { id, name, shortName, code: shortName, logoUrl };
}

export function presentSeasonRef(row: MatchRow) {
  return { id: row.seasonId, name: row.seasonName };
}

export function presentGroupRef(row: MatchRow) {
  return row.matchGroupId === null
    ? null
    : { id: row.matchGroupId, name: row.matchGroupName, matchWeek: row.matchGroupMatchWeek };
}

/** The caller's own prediction fields (no match inside), or null. */
export function presentOwnPrediction(row: MatchRow) {
  if (row.predictionId === null) return null;
  return {
    id: row.predictionId,
    homeGoals: row.predictionHomeGoals,
    awayGoals: row.predictionAwayGoals,
    isBanker: row.predictionIsBanker,
    isVoid: row.predictionIsVoid,
    points: row.predictionPoints,
    isScored: row.predictionIsScored,
    exactScorePoints: row.predictionExactScorePoints,
    correctResultPoints: row.predictionCorrectResultPoints,
    pointsBreakdown: {
      exactScore: row.predictionExactScorePoints,
      correctResult: row.predictionCorrectResultPoints,
      bankerBonus: row.predictionBankerBonus,
    },
    createdAt: row.predictionCreatedAt,
    updatedAt: row.predictionUpdatedAt,
  };
}

/** A match as GET /matches answers it; userPrediction is only ever the caller's own. */
export function presentMatch(row: MatchRow, now: Date) {
  const own = presentOwnPrediction(row);
  return {
    id: row.id,
    matchDate: row.matchDate,
    predictionsClose: row.predictionsClose,
    status: row.status,
    isCup: row.isCup,
    venue: row.venue,
    homeGoals: row.homeGoals,
    awayGoals: row.awayGoals,
    homeTeam: team(row.homeTeamId, row.homeTeamName, row.homeTeamShortName, row.homeTeamLogoUrl),
    awayTeam: team(row.awayTeamId, row.awayTeamName, row.awayTeamShortName, row.awayTeamLogoUrl),
    season: presentSeasonRef(row),
    matchGroup: presentGroupRef(row),
    predictionsOpen: isOpen(row, now),
    hasPrediction: own !== null,
    userPrediction: own,
  };
}
export type PresentedMatch = ReturnType<typeof presentMatch>;
