import type { MatchStatus, Presented } from '@predictor/contracts/types';
import { isOpenForPredictions } from '@predictor/contracts/rules';
import type { Match, MatchGroup, Prediction, Season, Team } from '../../models';
/** Shapes match rows (with teams, season, group and the caller's own prediction) for the player API. */
import { livePointsOf, scoreOf } from '../scoring/score';

// MatchRow: one flat row of matchesQuery; MatchGraph (below): the same match loaded on the models.
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
  predictionEnteredByAdminId: number | null;
  predictionCreatedAt: Date | null;
  predictionUpdatedAt: Date | null;
};

function team(id: number, name: string, shortName: string | null, logoUrl: string | null) {
  return { id, name, shortName, code: shortName, logoUrl };
}

type TeamRef = Pick<Team, 'id' | 'name' | 'shortName' | 'logoUrl'>;
type OwnPrediction = Pick<
  Prediction,
  | 'id'
  | 'userId'
  | 'homeGoals'
  | 'awayGoals'
  | 'isBanker'
  | 'isVoid'
  | 'enteredByAdminId'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * A match with its teams, season, group and the caller's own prediction (an empty list or one), as
 * matchesWithOwnPrediction loads it.
 */
export type MatchGraph = Pick<
  Match,
  'id' | 'matchDate' | 'predictionsClose' | 'status' | 'isCup' | 'venue' | 'homeGoals' | 'awayGoals'
> & {
  homeTeam: TeamRef;
  awayTeam: TeamRef;
  season: Pick<Season, 'id' | 'name' | 'order'>;
  matchGroup: Pick<MatchGroup, 'id' | 'name' | 'matchWeek'> | null;
  predictions: OwnPrediction[];
};

/** The same match from one flat row of the joined knex query (matchesQuery). */
export function graphOf(row: MatchRow): MatchGraph {
  const team = (prefix: 'home' | 'away') => ({
    id: row[`${prefix}TeamId`],
    name: row[`${prefix}TeamName`],
    shortName: row[`${prefix}TeamShortName`],
    logoUrl: row[`${prefix}TeamLogoUrl`],
  });
  return {
    ...row,
    status: row.status as MatchStatus,
    homeTeam: team('home'),
    awayTeam: team('away'),
    season: { id: row.seasonId, name: row.seasonName, order: row.seasonOrder },
    matchGroup:
      row.matchGroupId === null
        ? null
        : { id: row.matchGroupId, name: row.matchGroupName!, matchWeek: row.matchGroupMatchWeek },
    predictions:
      row.predictionId === null
        ? []
        : [
            {
              id: row.predictionId,
              userId: row.predictionUserId!,
              homeGoals: row.predictionHomeGoals!,
              awayGoals: row.predictionAwayGoals!,
              isBanker: row.predictionIsBanker!,
              isVoid: row.predictionIsVoid!,
              enteredByAdminId: row.predictionEnteredByAdminId,
              createdAt: row.predictionCreatedAt!,
              updatedAt: row.predictionUpdatedAt!,
            },
          ],
  };
}

const presentTeam = (t: TeamRef) => team(t.id, t.name, t.shortName, t.logoUrl);

export const presentSeasonRef = (match: MatchGraph) => ({
  id: match.season.id,
  name: match.season.name,
});

export const presentGroupRef = (match: MatchGraph) =>
  match.matchGroup
    ? {
        id: match.matchGroup.id,
        name: match.matchGroup.name,
        matchWeek: match.matchGroup.matchWeek,
      }
    : null;

/** The caller's own prediction fields (no match inside), or null. */
export function presentOwnPrediction(match: MatchGraph): Presented<'OwnPrediction'> | null {
  const own = match.predictions[0];
  if (!own) return null;
  const score = scoreOf(own, match);
  return {
    id: own.id,
    homeGoals: own.homeGoals,
    awayGoals: own.awayGoals,
    isBanker: own.isBanker,
    isVoid: own.isVoid,
    points: score.points,
    isScored: score.isScored,
    exactScorePoints: score.exactScorePoints,
    correctResultPoints: score.correctResultPoints,
    pointsBreakdown: {
      exactScore: score.exactScorePoints,
      correctResult: score.correctResultPoints,
      bankerBonus: score.bankerBonus,
    },
    enteredByAdmin: own.enteredByAdminId !== null,
    livePoints: livePointsOf(own, match),
    createdAt: own.createdAt,
    updatedAt: own.updatedAt,
  };
}

/** A match as GET /matches answers it; userPrediction is only ever the caller's own. */
export function presentMatchGraph(row: MatchGraph, now: Date): Presented<'Match'> {
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
    homeTeam: presentTeam(row.homeTeam),
    awayTeam: presentTeam(row.awayTeam),
    season: presentSeasonRef(row),
    matchGroup: presentGroupRef(row),
    predictionsOpen: isOpenForPredictions(row, now),
    hasPrediction: own !== null,
    userPrediction: own,
  };
}
export type PresentedMatch = ReturnType<typeof presentMatchGraph>;

/** presentMatchGraph over a flat row of matchesQuery (league and profile queries join more to it). */
export const presentMatch = (row: MatchRow, now: Date): PresentedMatch =>
  presentMatchGraph(graphOf(row), now);
