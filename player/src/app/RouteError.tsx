import { useLayoutEffect } from 'react';
import { Button, Container, Typography } from '@mui/material';
import { useRouteError } from 'react-router-dom';
import { removeBootShell } from './bootShell';

/**
 * Shown when a page cannot be loaded or crashes (a chunk gone after a release, a bug): a way back
 * instead of a blank screen, and the boot shell out of the way.
 */
export function RouteError() {
  const error = useRouteError();
  useLayoutEffect(() => {
    removeBootShell();
    console.error(error);
  }, [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page could not be shown. Reload to try again.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Container>
  );
}
