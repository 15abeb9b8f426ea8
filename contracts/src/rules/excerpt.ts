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

/** The text of an HTML fragment: scripts and styles dropped, every tag a space, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
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
