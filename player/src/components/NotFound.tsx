import type { ReactNode } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/brand';
import { paths } from '../lib/paths';

/**
 * The one not-found screen, for an unknown path and for each missing thing a page asks the API for
 * (league, season, match, player, fan league, news post): '404', the spec's heading as the page's
 * h1 and title, a line of why, 'Go to Homepage' and the page's own way back.
 */
export function NotFound({
  title,
  children,
  back,
}: {
  /** The spec's words, e.g. 'League not found'. */
  title: string;
  /** Why, in a sentence. */
  children: ReactNode;
  /** A second way on, e.g. { label: 'Back to News', to: paths.news }. */
  back?: { label: string; to: string };
}) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{ fontSize: { xs: 72, sm: 96 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, justifyContent: 'center' }}
      >
        <Button component={Link} to={paths.home} variant="contained">
          Go to Homepage
        </Button>
        {back && (
          <Button component={Link} to={back.to} variant="outlined" color="inherit">
            {back.label}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

/** A player who does not exist or deleted their account (public profile, trophy room). */
export function UserNotFound() {
  return (
    <NotFound title="User not found">
      This player does not exist, or they have deleted their account.
    </NotFound>
  );
}
