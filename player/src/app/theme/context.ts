import { createContext, useContext } from 'react';

export type ThemeMode = 'dark' | 'light';

export interface ThemeModeState {
  mode: ThemeMode;
  toggle: () => void;
}

export const ThemeModeContext = createContext<ThemeModeState>({ mode: 'dark', toggle: () => {} });

export const useThemeMode = (): ThemeModeState => useContext(ThemeModeContext);
