import { usePageTitle } from '../../lib/brand';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Any path the site does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        We couldn&apos;t find <code>{pathname}</code>. It may have moved, or the link may be wrong.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        <Button component={Link} to={paths.home} variant="contained">
          Go to Homepage
        </Button>
        <Button component={Link} to={paths.seasons} variant="outlined" color="inherit">
          Browse Fixtures
        </Button>
      </Stack>
    </Container>
  );
}
