import type { NewsAuthor } from '@predictor/contracts/types';

/** The author as the list shows them: first and last name, else the team name. */
export function authorName(author: NewsAuthor | undefined): string | null {
  if (!author) return null;
  const full = [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || author.teamName;
}

/** True when the date lies in the future: a published post with it is scheduled, not yet visible. */
export function isScheduled(publishDate: string | undefined, now = Date.now()): boolean {
  return !!publishDate && new Date(publishDate).getTime() > now;
}
