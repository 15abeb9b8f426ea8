import { NEWS_EXCERPT_LENGTH } from '../constants';

/** Named entities decoded; the stored HTML (sanitised, written by the rich-text editor) uses few others. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  pound: '£',
  euro: '€',
};

/**
 * Tags that start or end a block (or break a line): their text is a word apart from the text
 * around it. Other tags (strong, em, a, span…) sit inside words: 'Man<em>chester</em>' is one word.
 */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/**
 * The text of an HTML fragment: scripts and styles dropped, block tags (paragraphs, headings, list
 * items, line breaks) a space, other tags nothing, entities decoded, spaces collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const hex = code[1] === 'x' || code[1] === 'X';
      const n = hex ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A news excerpt (players' spec §9: 150 characters, HTML stripped, ellipsis added): the post's
 * text, cut to 150 characters with '...' when longer; a shorter text whole.
 */
export function newsExcerpt(html: string, length: number = NEWS_EXCERPT_LENGTH): string {
  const text = htmlToText(html);
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}
