import { BaseModel } from './BaseModel';
import { Competition } from './Competition';
import { User } from './User';

export class Team extends BaseModel {
  static override tableName = 'teams';

  name!: string;
  shortName!: string | null;
  countryCode!: string | null;
  logoUrl!: string | null;
  primaryColour!: string | null;
  secondaryColour!: string | null;
  competitionId!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  competition?: Competition | null;
  fans?: User[];

  static override relationMappings = () => ({
    competition: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Competition,
      join: { from: 'teams.competitionId', to: 'competitions.id' },
    },
    /** Users who chose the team as their favourite. */
    fans: {
      relation: BaseModel.HasManyRelation,
      modelClass: User,
      join: { from: 'teams.id', to: 'users.favouriteTeamId' },
    },
  });
}
