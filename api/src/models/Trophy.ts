import type { TrophyType } from '@predictor/contracts';
import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { TrophyAward } from './TrophyAward';

export class Trophy extends BaseModel {
  static override tableName = 'trophies';

  name!: string;
  description!: string;
  trophyType!: TrophyType;
  imageUrl!: string | null;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  awards?: TrophyAward[];

  static override modifiers: Modifiers<QueryBuilder<Trophy>> = {
    active(query) {
      query.where('trophies.isActive', true);
    },
  };

  static override relationMappings = () => ({
    awards: {
      relation: BaseModel.HasManyRelation,
      modelClass: TrophyAward,
      join: { from: 'trophies.id', to: 'trophy_awards.trophyId' },
    },
  });
}
