import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A loader shown at once (react-admin's Loading waits a second, leaving a blank page meanwhile). */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
