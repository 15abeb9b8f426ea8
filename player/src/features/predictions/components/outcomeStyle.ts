import type { Theme } from '@mui/material/styles';
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

/**
 * The banker's amber as text: the theme's amber is too light on a white background, so the light
 * theme uses a dark amber (about 7:1 on white) for outlined banker badges and toggles.
 */
export const bankerTextSx = {
  color: (theme: Theme) =>
    theme.palette.mode === 'light' ? '#92400e' : theme.palette.secondary.main,
  borderColor: (theme: Theme) =>
    theme.palette.mode === 'light' ? '#92400e' : theme.palette.secondary.main,
} as const;
