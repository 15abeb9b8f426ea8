/** Colour arithmetic for the brand's accent: WCAG contrast, and the shade that reaches a ratio. */
type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The accent as it is, or mixed step by step towards white (on a dark background) or black (on a
 * light one) until it reaches `ratio` against `background`: brand colours stay readable as text.
 */
export function readableOn(accent: string, background: string, ratio = 4.5): string {
  const target: Rgb = luminance(background) < 0.5 ? [255, 255, 255] : [0, 0, 0];
  const base = toRgb(accent);
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const colour = toHex(base.map((c, i) => c + (target[i] - c) * t) as Rgb);
    if (contrastRatio(colour, background) >= ratio) return colour;
  }
  return toHex(target);
}

/** Black-ish or white text on a filled accent button, whichever reads better. */
export function textOn(fill: string): string {
  return contrastRatio(fill, '#ffffff') >= contrastRatio(fill, '#04130a') ? '#ffffff' : '#04130a';
}
