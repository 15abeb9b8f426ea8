import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useBrand } from '../../lib/brand';
import { readPreference, STORAGE_KEYS, writePreference } from '../../lib/storage';
import { ThemeModeContext, type ThemeMode } from './context';
import { buildTheme } from './theme';

const initialMode = (): ThemeMode =>
  readPreference(STORAGE_KEYS.themeMode) === 'light' ? 'light' : 'dark';

/** Dark by default; the visitor's choice is remembered in localStorage. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);
  const toggle = useCallback(() => {
    setMode((current) => {
      const next = current === 'dark' ? 'light' : 'dark';
      writePreference(STORAGE_KEYS.themeMode, next);
      return next;
    });
  }, []);
  const { accentColour } = useBrand();
  const theme = useMemo(() => buildTheme(mode, accentColour), [mode, accentColour]);
  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}
