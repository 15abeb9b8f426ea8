import { grey } from '@mui/material/colors';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default themes with the changes WCAG AA asks for (axe runs on every screen in
 * both themes: e2e/tests/admin-screens.spec.ts).
 */
const accessibleComponents: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      // react-admin gives the row checkboxes an aria-label, which MUI puts on the wrapping span
      // (where the attribute is not allowed) and not on the input: it moves to the input here.
      slotProps: {
        root: (ownerState: Record<string, unknown>) =>
          typeof ownerState['aria-label'] === 'string' ? { 'aria-label': undefined } : {},
        input: (ownerState: Record<string, unknown>) =>
          typeof ownerState['aria-label'] === 'string'
            ? { 'aria-label': ownerState['aria-label'] }
            : {},
      },
    },
  },
};

/** Light: darker blues, red, orange, 4.5:1 on white, the page and the form toolbar. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1565c0' },
    // The app bar: white text on it.
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    error: { main: '#b71c1c' },
    info: { main: '#0277bd' },
    warning: { main: '#b45309', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    ...accessibleComponents,
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[200] } } },
  },
};

/** Dark: a lighter red, readable on the dark papers and toolbar (and dark text on it). */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, error: { main: '#ef9a9a' } },
  components: { ...defaultDarkTheme.components, ...accessibleComponents },
};
