import { useEffect, type ReactNode } from 'react';
import { Box, Container, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/**
 * A trophy room's frame: back link to home, the single h1 (a skeleton while the owner's name loads)
 * and the document title.
 */
export function RoomFrame({ title, children }: { title: string | null; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title ?? 'Trophy Room'} | Predictor`;
  }, [title]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <MuiLink
        component={Link}
        to={paths.home}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to Home
      </MuiLink>
      <Box sx={{ mb: 3 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {title ?? <Skeleton width="60%" aria-label="Loading trophy room" />}
        </Typography>
      </Box>
      {children}
    </Container>
  );
}
