import { LEAGUE_TYPES, type LeagueType } from '@predictor/contracts/constants';
import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { LeagueMember } from './LeagueMember';
import { Season } from './Season';
import { User } from './User';

const LISTED_TYPES = LEAGUE_TYPES.filter((type) => type !== 'invite_only');

export class League extends BaseModel {
  static override tableName = 'leagues';

  name!: string;
  description!: string | null;
  seasonId!: number;
  type!: LeagueType;
  maxMembers!: number | null;
  groupname!: string | null;
  inviteCode!: string;
  createdBy!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  season?: Season;
  creator?: User | null;
  members?: LeagueMember[];

  static override modifiers: Modifiers<QueryBuilder<League>> = {
    /** Leagues anyone may see and join without a code: every type but invite-only. */
    listed(query) {
      query.whereIn('leagues.type', LISTED_TYPES);
    },
  };

  static override relationMappings = () => ({
    season: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Season,
      join: { from: 'leagues.seasonId', to: 'seasons.id' },
    },
    creator: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'leagues.createdBy', to: 'users.id' },
    },
    members: {
      relation: BaseModel.HasManyRelation,
      modelClass: LeagueMember,
      join: { from: 'leagues.id', to: 'league_members.leagueId' },
    },
  });
}
