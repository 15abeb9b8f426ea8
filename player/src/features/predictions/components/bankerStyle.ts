import type { Theme } from '@mui/material/styles';

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
