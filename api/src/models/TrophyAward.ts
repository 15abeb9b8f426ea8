import { BaseModel } from './BaseModel';
import { League } from './League';
import { Season } from './Season';
import { Trophy } from './Trophy';
import { User } from './User';

export class TrophyAward extends BaseModel {
  static override tableName = 'trophy_awards';
  static override readonly hasUpdatedAt = false;

  trophyId!: number;
  userId!: number;
  reason!: string | null;
  awardedAt!: Date;
  seasonId!: number | null;
  leagueId!: number | null;
  /** Set on automatic awards so a job that runs twice awards once. */
  awardKey!: string | null;

  trophy?: Trophy;
  user?: User;
  season?: Season | null;
  league?: League | null;

  static override relationMappings = () => ({
    trophy: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Trophy,
      join: { from: 'trophy_awards.trophyId', to: 'trophies.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'trophy_awards.userId', to: 'users.id' },
    },
    season: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Season,
      join: { from: 'trophy_awards.seasonId', to: 'seasons.id' },
    },
    league: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: League,
      join: { from: 'trophy_awards.leagueId', to: 'leagues.id' },
    },
  });
}
