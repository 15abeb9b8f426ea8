import { NEWS_EXCERPT_LENGTH } from '@predictor/contracts/constants';
import type { NewsAuthor } from '@predictor/contracts/types';

/**
 * Plain text of a post's HTML: scripts and styles dropped, every tag a space, entities decoded
 * (DOMParser builds an inert document: nothing in it runs or loads), whitespace collapsed.
 */
export function htmlToText(html: string): string {
  const tagless = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ');
  const decoded = new DOMParser().parseFromString(tagless, 'text/html').body.textContent ?? '';
  return decoded.replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the text, with an ellipsis when cut. */
export function excerpt(html: string, max = NEWS_EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

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
