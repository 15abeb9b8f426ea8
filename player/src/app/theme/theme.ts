import { createTheme, type Theme } from '@mui/material/styles';
import { DEFAULT_BRAND } from '../../lib/brand';
import { readableOn, textOn } from '@predictor/contracts/colour';
import { THEME_BACKGROUNDS } from '@predictor/contracts/landing';
import type { ThemeMode } from './context';

/**
 * The game's look: the brand's accent as primary (pitch green by default), amber secondary, dark navy
 * by default. The accent is shaded until it reads at 4.5:1 on the theme's backgrounds.
 */
/**
 * The amber (banker, medals) as text on light backgrounds: the theme's amber reads 2.2:1 on white,
 * this dark amber 7:1 (6.6:1 on the page background), so outlined and text amber chips and buttons
 * meet WCAG AA in the light theme.
 */
const AMBER_TEXT = { color: '#92400e', borderColor: '#92400e' };
const amberText = <V extends string>(variants: readonly V[]) =>
  variants.map((variant) => ({
    props: { color: 'secondary' as const, variant },
    style: AMBER_TEXT,
  }));

export function buildTheme(mode: ThemeMode, accent: string = DEFAULT_BRAND.accentColour): Theme {
  const dark = mode === 'dark';
  const background = { ...THEME_BACKGROUNDS[mode] };
  // Checked against the background that is closest to it: paper in dark, default in light.
  const primary = readableOn(accent, dark ? background.paper : background.default);
  return createTheme({
    palette: {
      mode,
      primary: { main: primary, contrastText: textOn(primary) },
      secondary: { main: '#f59e0b' },
      background,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { variants: dark ? [] : amberText(['outlined', 'text'] as const) },
        },
      },
      MuiChip: {
        styleOverrides: { root: { variants: dark ? [] : amberText(['outlined'] as const) } },
      },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Links inside text are underlined: the primary green alone is not distinguishable enough
      // from the text around it (axe link-in-text-block). Link lists (footer) opt out with 'hover'.
      MuiLink: { defaultProps: { underline: 'always' } },
      // A selected toggle tints its background with the primary colour; in the light theme the
      // primary green on that tint falls under 4.5:1, so the selected text uses the darker green.
      // Unselected, MUI's grey (action.active) reads 4.6:1 on the page background, at the edge of
      // AA: the light theme uses the secondary text colour (5.2:1 there, 5.7:1 on white).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) =>
            theme.palette.mode === 'light'
              ? {
                  color: theme.palette.text.secondary,
                  '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primary.dark },
                }
              : {},
        },
      },
    },
  });
}
