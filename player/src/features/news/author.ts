import type { NewsPost } from '@predictor/contracts/types';

/** The byline: first and last name when the author gave them, else the team name; null when the account is gone. */
export function authorName(author: NewsPost['author']): string | null {
  if (!author) return null;
  const name = [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || author.teamName;
}
