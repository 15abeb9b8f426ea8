import { COUNTRY_CODES } from '@predictor/contracts/constants';

type CountryCode = (typeof COUNTRY_CODES)[number];

/** A subdivision flag (England, Scotland, Wales): black flag + tag letters + cancel tag. */
const tagFlag = (region: string) =>
  `🏴${[...region].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}\u{E007F}`;

/** A national flag from its two regional-indicator letters. */
const regionFlag = (iso: string) =>
  [...iso].map((c) => String.fromCodePoint(0x1f1e6 + c.charCodeAt(0) - 65)).join('');

const FLAGS: Record<CountryCode, string> = {
  EN: tagFlag('gbeng'),
  SC: tagFlag('gbsct'),
  WA: tagFlag('gbwls'),
  IE: regionFlag('IE'),
  ES: regionFlag('ES'),
  DE: regionFlag('DE'),
  IT: regionFlag('IT'),
  FR: regionFlag('FR'),
  NL: regionFlag('NL'),
  PT: regionFlag('PT'),
  BE: regionFlag('BE'),
};

/** The generic football shown for a country code the game does not know (spec §3). */
export const FOOTBALL = '⚽';

/** The flag emoji of a team's country code (spec §3): EN when it has none, a football when unknown. */
export function countryFlag(code: string | null | undefined): string {
  const key = (code || 'EN').toUpperCase();
  return (FLAGS as Record<string, string>)[key] ?? FOOTBALL;
}
