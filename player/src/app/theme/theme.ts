import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from './context';

/** The game's look: pitch green primary, amber accent, dark navy by default. */
export function buildTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#22c55e' : '#15803d', contrastText: dark ? '#04130a' : '#ffffff' },
      secondary: { main: '#f59e0b' },
      background: dark
        ? { default: '#0b1220', paper: '#111a2e' }
        : { default: '#f4f6fb', paper: '#ffffff' },
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // Links inside text are underlined: the primary green alone is not distinguishable enough
      // from the text around it (axe link-in-text-block). Link lists (footer) opt out with 'hover'.
      MuiLink: { defaultProps: { underline: 'always' } },
      // A selected toggle tints its background with the primary colour; in the light theme the
      // primary green on that tint falls under 4.5:1, so the selected text uses the darker green.
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) =>
            theme.palette.mode === 'light'
              ? { '&.Mui-selected, &.Mui-selected:hover': { color: theme.palette.primary.dark } }
              : {},
        },
      },
    },
  });
}
