import { BaseModel } from './BaseModel';

/** One player's picks for one season question (unique per player and question). */
export class SeasonAnswer extends BaseModel {
  static override tableName = 'season_answers';
  /** Team ids are integer[] columns, not JSON. */
  static override jsonAttributes: string[] = [];

  questionId!: number;
  userId!: number;
  teamIds!: number[];
  createdAt!: Date;
  updatedAt!: Date;
}
