import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const lightTheme: RaThemeOptions = defaultLightTheme;
export const darkTheme: RaThemeOptions = defaultDarkTheme;
