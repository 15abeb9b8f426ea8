import type { NewsStatus } from '@predictor/contracts/types';
import type { Modifiers, QueryBuilder } from 'objection';
import { BaseModel } from './BaseModel';
import { User } from './User';

export class NewsPost extends BaseModel {
  static override tableName = 'news_posts';

  title!: string;
  slug!: string;
  /** Sanitised HTML (news/sanitize.ts) */
  content!: string;
  headerImage!: string | null;
  status!: NewsStatus;
  publishDate!: Date;
  authorId!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  author?: User | null;

  static override modifiers: Modifiers<QueryBuilder<NewsPost>> = {
    /** What players may read at `now`: published, and its publish date reached. */
    publishedAt(query, now: Date) {
      query.where('news_posts.status', 'published').where('news_posts.publishDate', '<=', now);
    },
    newestFirst(query) {
      query.orderBy('news_posts.publishDate', 'desc').orderBy('news_posts.id', 'desc');
    },
  };

  static override relationMappings = () => ({
    author: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'news_posts.authorId', to: 'users.id' },
    },
  });
}
