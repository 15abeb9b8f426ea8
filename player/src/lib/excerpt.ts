import { NEWS_EXCERPT_LENGTH } from '@predictor/contracts/constants';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Text of an HTML fragment: tags dropped (block ends become spaces), common entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] === '#') {
        const n =
          code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : entity;
      }
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A news excerpt (spec §9): the post's text without HTML, cut to 150 characters with an ellipsis
 * added when it was longer; shorter texts are returned whole.
 */
export function newsExcerpt(html: string, length: number = NEWS_EXCERPT_LENGTH): string {
  const text = stripHtml(html);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}
