import { NEWS_EXCERPT_LENGTH, type NewsPost, type NewsPreview } from '@predictor/contracts';

export type PublicNewsRow = {
  id: number;
  slug: string;
  title: string;
  content: string;
  headerImage: string | null;
  publishDate: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorTeamName: string | null;
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of stored (sanitised) HTML: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first 150 characters of the text, with an ellipsis when cut. */
export function excerpt(html: string): string {
  const text = htmlToText(html);
  return text.length <= NEWS_EXCERPT_LENGTH
    ? text
    : `${text.slice(0, NEWS_EXCERPT_LENGTH).trimEnd()}...`;
}

export function presentNewsPost(row: PublicNewsRow): NewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    excerpt: excerpt(row.content),
    headerImage: row.headerImage,
    publishDate: row.publishDate.toISOString(),
    author:
      row.authorTeamName === null
        ? null
        : {
            firstName: row.authorFirstName,
            lastName: row.authorLastName,
            teamName: row.authorTeamName,
          },
  };
}

export function presentPreview(row: PublicNewsRow): NewsPreview {
  return {
    slug: row.slug,
    title: row.title,
    headerImage: row.headerImage,
    publishDate: row.publishDate.toISOString(),
    content: row.content,
  };
}
