import { IconButton } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useThemeMode } from '../theme/context';

/**
 * The browser's own tooltip (title) rather than MUI's Tooltip: the shell is in the first load, and
 * Tooltip brings Popper and popper.js (about 20 kB gzip) for this one hint.
 */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
