import type { Outcome } from '../lib/outcome';

/**
 * Outcome colours (spec §4: exact yellow, correct green, incorrect red), each with its own text
 * colour so the badge passes contrast (4.5:1 or more) on either theme's background.
 */
export const OUTCOME_COLOURS: Record<Outcome, { bg: string; fg: string }> = {
  exact: { bg: '#facc15', fg: '#1c1400' },
  correct: { bg: '#15803d', fg: '#ffffff' },
  incorrect: { bg: '#b91c1c', fg: '#ffffff' },
};
