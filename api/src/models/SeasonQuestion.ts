import { BaseModel } from './BaseModel';
import { Season } from './Season';
import { SeasonAnswer } from './SeasonAnswer';

/** A bonus question of a season (season predictions), answered with teams until its deadline. */
export class SeasonQuestion extends BaseModel {
  static override tableName = 'season_questions';
  /** Team ids are integer[] columns, not JSON. */
  static override jsonAttributes: string[] = [];

  seasonId!: number;
  text!: string;
  deadline!: Date;
  points!: number;
  picks!: number;
  /** The right teams, null until the admin sets them. */
  answerTeamIds!: number[] | null;
  answeredAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  season?: Season;
  answers?: SeasonAnswer[];

  static override relationMappings = () => ({
    season: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Season,
      join: { from: 'season_questions.seasonId', to: 'seasons.id' },
    },
    answers: {
      relation: BaseModel.HasManyRelation,
      modelClass: SeasonAnswer,
      join: { from: 'season_questions.id', to: 'season_answers.questionId' },
    },
  });
}
