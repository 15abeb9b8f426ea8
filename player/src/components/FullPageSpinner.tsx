import { Box, CircularProgress } from '@mui/material';

/** Shown while the session is checked, before any route renders. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
