import type { MatchStatus } from '@predictor/contracts/types';
import type { Modifiers, QueryBuilder } from 'objection';
import { deadlinePassedSql, openSql } from '../modules/matches/open';
import { BaseModel } from './BaseModel';
import { MatchGroup } from './MatchGroup';
import { Prediction } from './Prediction';
import { Season } from './Season';
import { Team } from './Team';

export class Match extends BaseModel {
  static override tableName = 'matches';

  seasonId!: number;
  matchGroupId!: number | null;
  homeTeamId!: number;
  awayTeamId!: number;
  matchDate!: Date;
  predictionsClose!: Date;
  venue!: string | null;
  matchWeek!: number | null;
  status!: MatchStatus;
  homeGoals!: number | null;
  awayGoals!: number | null;
  isCup!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  season?: Season;
  matchGroup?: MatchGroup | null;
  homeTeam?: Team;
  awayTeam?: Team;
  predictions?: Prediction[];

  static override modifiers: Modifiers<QueryBuilder<Match>> = {
    /** Matches still taking predictions at `now` (the server's clock). */
    openAt(query, now: Date) {
      query.whereRaw(openSql('matches', '?'), [now]);
    },
    /** Matches whose predictions have closed at `now`: others' picks may be shown. */
    closedAt(query, now: Date) {
      query.whereRaw(deadlinePassedSql('matches', '?'), [now]);
    },
  };

  static override relationMappings = () => ({
    season: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Season,
      join: { from: 'matches.seasonId', to: 'seasons.id' },
    },
    matchGroup: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: MatchGroup,
      join: { from: 'matches.matchGroupId', to: 'match_groups.id' },
    },
    homeTeam: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Team,
      join: { from: 'matches.homeTeamId', to: 'teams.id' },
    },
    awayTeam: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Team,
      join: { from: 'matches.awayTeamId', to: 'teams.id' },
    },
    predictions: {
      relation: BaseModel.HasManyRelation,
      modelClass: Prediction,
      join: { from: 'matches.id', to: 'predictions.matchId' },
    },
  });
}
