import type { ReactNode } from 'react';
import { HERO_BACKGROUNDS, LANDING_COPY } from '@predictor/contracts/landing';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/session';

const RETURNING =
  'Your next matchweek is waiting. Get your predictions in before the deadline and play your banker wisely.';
const FIRST =
  'Your first matchweek is waiting. Predict a score for each match before its deadline and play your banker wisely.';

/** Shows `shown` with room kept for `other` in the same place, so switching between them moves nothing. */
function Steady({ shown, other }: { shown: ReactNode; other: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
      {shown}
      <Box aria-hidden sx={{ visibility: 'hidden' }}>
        {other}
      </Box>
    </Box>
  );
}

const titleSx = (signedIn: boolean) =>
  ({
    fontSize: signedIn
      ? { xs: '1.6rem', sm: '2rem', md: '2.4rem' }
      : { xs: '2rem', sm: '2.8rem', md: '3.4rem' },
    maxWidth: 760,
    overflowWrap: 'anywhere',
  }) as const;
const subtitleSx = { fontSize: { xs: '1rem', sm: '1.15rem' }, maxWidth: 640 } as const;

/**
 * The home banner: an invitation for guests; for a signed-in player a welcome, "Welcome back" once
 * they have made a prediction (`firstVisit` false; true before their first, null while unknown).
 */
export function Hero({
  user,
  firstVisit = null,
}: {
  user: User | null;
  firstVisit?: boolean | null;
}) {
  const welcome = (back: boolean) => `Welcome${back ? ' back' : ''}, ${user?.teamName}!`;
  const returning = firstVisit === false;
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
        {user ? (
          <>
            <Steady
              shown={
                <Typography id="hero-title" variant="h3" component="h1" sx={titleSx(true)}>
                  {welcome(returning)}
                </Typography>
              }
              other={
                <Typography variant="h3" component="p" sx={titleSx(true)}>
                  {welcome(!returning)}
                </Typography>
              }
            />
            <Box sx={{ mt: 1 }}>
              <Steady
                shown={
                  <Typography color="text.secondary" sx={subtitleSx}>
                    {firstVisit ? FIRST : RETURNING}
                  </Typography>
                }
                other={<Typography sx={subtitleSx}>{firstVisit ? RETURNING : FIRST}</Typography>}
              />
            </Box>
          </>
        ) : (
          <>
            <Typography id="hero-title" variant="h3" component="h1" sx={titleSx(false)}>
              {LANDING_COPY.heroTitle}
            </Typography>
            <Typography color="text.secondary" sx={{ ...subtitleSx, mt: 2 }}>
              {LANDING_COPY.heroSubtitle}
            </Typography>
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
          </>
        )}
      </Container>
    </Box>
  );
}
