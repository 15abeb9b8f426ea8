import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { Competition } from './Competition';
import { League } from './League';
import { Match } from './Match';
import { MatchGroup } from './MatchGroup';
import { User } from './User';

export class Season extends BaseModel {
  static override tableName = 'seasons';

  competitionId!: number;
  name!: string;
  description!: string | null;
  /** 'YYYY-MM-DD' (dates are read as plain strings) */
  startDate!: string;
  endDate!: string;
  isActive!: boolean;
  order!: number;
  gameType!: string;
  createdBy!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  competition?: Competition;
  creator?: User | null;
  matchGroups?: MatchGroup[];
  matches?: Match[];
  leagues?: League[];

  static override modifiers: Modifiers<QueryBuilder<Season>> = {
    active(query) {
      query.where('seasons.isActive', true);
    },
    /** The order players see: the admin's order, then name. */
    displayOrder(query) {
      query.orderBy('seasons.order', 'asc').orderBy('seasons.name', 'asc').orderBy('seasons.id');
    },
  };

  static override relationMappings = () => ({
    competition: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Competition,
      join: { from: 'seasons.competitionId', to: 'competitions.id' },
    },
    /** The admin who created the season (null once that account is deleted). */
    creator: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'seasons.createdBy', to: 'users.id' },
    },
    matchGroups: {
      relation: BaseModel.HasManyRelation,
      modelClass: MatchGroup,
      join: { from: 'seasons.id', to: 'match_groups.seasonId' },
    },
    matches: {
      relation: BaseModel.HasManyRelation,
      modelClass: Match,
      join: { from: 'seasons.id', to: 'matches.seasonId' },
    },
    leagues: {
      relation: BaseModel.HasManyRelation,
      modelClass: League,
      join: { from: 'seasons.id', to: 'leagues.seasonId' },
    },
  });
}
