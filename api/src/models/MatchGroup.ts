import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { Match } from './Match';
import { Season } from './Season';

export class MatchGroup extends BaseModel {
  static override tableName = 'match_groups';

  seasonId!: number;
  name!: string;
  description!: string | null;
  matchWeek!: number | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  season?: Season;
  matches?: Match[];

  static override modifiers: Modifiers<QueryBuilder<MatchGroup>> = {
    active(query) {
      query.where('match_groups.isActive', true);
    },
  };

  static override relationMappings = () => ({
    season: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Season,
      join: { from: 'match_groups.seasonId', to: 'seasons.id' },
    },
    matches: {
      relation: BaseModel.HasManyRelation,
      modelClass: Match,
      join: { from: 'match_groups.id', to: 'matches.matchGroupId' },
    },
  });
}
