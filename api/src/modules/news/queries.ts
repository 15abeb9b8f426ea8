import type { Knex } from 'knex';
import { NewsPost } from '../../models';

/** News posts with the author fields the public and admin answers show. */
export function postsWithAuthor(knex: Knex | Knex.Transaction) {
  return NewsPost.query(knex)
    .withGraphFetched('author')
    .modifyGraph('author', (author) =>
      author.select('users.id', 'users.firstName', 'users.lastName', 'users.teamName'),
    );
}
