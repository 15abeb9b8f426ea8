import { BaseModel } from './BaseModel';
import { Match } from './Match';
import { MatchGroup } from './MatchGroup';
import { User } from './User';

/**
 * A player's prediction. Its score is not stored: it follows from its match's counted result
 * (scoreOf in scoring/score.ts, scoreColumns in scoring/scoring-sql.ts), and the scoring module
 * writes the totals set-based (knex SQL); this model is for reading and for one player's own writes.
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
  /** Its match is cancelled: no points, not counted, its banker refunded (set by scoring). */
  isVoid!: boolean;
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
