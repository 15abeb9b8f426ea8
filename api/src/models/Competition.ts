import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { Season } from './Season';
import { Team } from './Team';

export class Competition extends BaseModel {
  static override tableName = 'competitions';

  name!: string;
  countryCode!: string | null;
  logoUrl!: string | null;
  tier!: number | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  seasons?: Season[];
  teams?: Team[];

  static override modifiers: Modifiers<QueryBuilder<Competition>> = {
    active(query) {
      query.where('competitions.isActive', true);
    },
    /** Just enough to name a competition beside a team. */
    idAndName(query) {
      query.select('competitions.id', 'competitions.name');
    },
  };

  static override relationMappings = () => ({
    seasons: {
      relation: BaseModel.HasManyRelation,
      modelClass: Season,
      join: { from: 'competitions.id', to: 'seasons.competitionId' },
    },
    teams: {
      relation: BaseModel.HasManyRelation,
      modelClass: Team,
      join: { from: 'competitions.id', to: 'teams.competitionId' },
    },
  });
}
