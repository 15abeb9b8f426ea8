import type { LeagueMemberRole } from '@predictor/contracts/types';
import { BaseModel } from './BaseModel';
import { League } from './League';
import { User } from './User';

export class LeagueMember extends BaseModel {
  static override tableName = 'league_members';
  static override readonly hasUpdatedAt = false;

  leagueId!: number;
  userId!: number;
  role!: LeagueMemberRole;
  joinedAt!: Date;

  league?: League;
  user?: User;

  static override relationMappings = () => ({
    league: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: League,
      join: { from: 'league_members.leagueId', to: 'leagues.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'league_members.userId', to: 'users.id' },
    },
  });
}
