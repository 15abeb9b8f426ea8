import { BaseModel } from './BaseModel';
import { Match } from './Match';
import { MatchGroup } from './MatchGroup';
import { User } from './User';

/**
 * A player's prediction. Scores, points and totals are written set-based by the scoring module
 * (knex SQL); this model is for reading and for one player's own writes.
 */
export class Prediction extends BaseModel {
  static override tableName = 'predictions';

  userId!: number;
  matchId!: number;
  /** Mirrors the match's group (a trigger keeps it so): the banker index is per (user, group). */
  matchGroupId!: number | null;
  homeGoals!: number;
  awayGoals!: number;
  isBanker!: boolean;
  points!: number;
  isScored!: boolean;
  isVoid!: boolean;
  exactScorePoints!: number;
  correctResultPoints!: number;
  bankerBonus!: number;
  countedPeriod!: string | null;
  /** The admin who entered or corrected it after the deadline (a late prediction); else null. */
  enteredByAdminId!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  user?: User;
  match?: Match;
  matchGroup?: MatchGroup | null;

  static override relationMappings = () => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'predictions.userId', to: 'users.id' },
    },
    match: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Match,
      join: { from: 'predictions.matchId', to: 'matches.id' },
    },
    matchGroup: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: MatchGroup,
      join: { from: 'predictions.matchGroupId', to: 'match_groups.id' },
    },
  });
}
