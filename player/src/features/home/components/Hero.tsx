import { HERO_BACKGROUNDS, LANDING_COPY } from '@predictor/contracts/landing';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/session';

/** The home banner: an invitation for guests, a welcome back for signed-in players. */
export function Hero({ user }: { user: User | null }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        background: HERO_BACKGROUNDS[theme.palette.mode],
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg" sx={{ py: user ? { xs: 3, md: 4 } : { xs: 5, md: 9 } }}>
        <Typography
          id="hero-title"
          variant="h3"
          component="h1"
          sx={{
            fontSize: user
              ? { xs: '1.6rem', sm: '2rem', md: '2.4rem' }
              : { xs: '2rem', sm: '2.8rem', md: '3.4rem' },
            maxWidth: 760,
            overflowWrap: 'anywhere',
          }}
        >
          {user ? `Welcome back, ${user.teamName}!` : LANDING_COPY.heroTitle}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mt: user ? 1 : 2, fontSize: { xs: '1rem', sm: '1.15rem' }, maxWidth: 640 }}
        >
          {user
            ? 'Your next matchweek is waiting. Get your predictions in before the deadline and play your banker wisely.'
            : LANDING_COPY.heroSubtitle}
        </Typography>
        {!user && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button component={Link} to={paths.register} variant="contained" size="large">
              Join Now
            </Button>
            <Button
              component={Link}
              to={paths.login}
              variant="outlined"
              size="large"
              color="inherit"
            >
              Sign In
            </Button>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
