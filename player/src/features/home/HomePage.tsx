import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/brand';
import { Alert, Container, Skeleton, Stack } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { getToken } from '../../lib/storage';
import { ActiveCompetitions } from '../seasons';
import { Hero } from './components/Hero';
import { FeatureCards } from './components/FeatureCards';
import { UpcomingMatches } from './components/UpcomingMatches';
import { ShortcutTiles } from './components/ShortcutTiles';

/**
 * The signed-in dashboard is its own chunk, so a guest's first visit loads only the landing page.
 * With a stored session it starts downloading as soon as this page does, not after the first render.
 */
const loadPlayerHome = () => import('./PlayerHome');
if (getToken()) void loadPlayerHome();
const PlayerHome = lazy(() => loadPlayerHome().then((m) => ({ default: m.PlayerHome })));

/** The dashboard's placeholder while its chunk loads: the profile card and two sections. */
function PlayerHomeSkeleton() {
  return (
    <Stack spacing={3} aria-hidden>
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** Guests: how it works, the next matches, the competitions and where to go. */
function GuestHome() {
  return (
    <Stack spacing={{ xs: 4, md: 6 }}>
      <FeatureCards />
      <UpcomingMatches signedIn={false} />
      <ActiveCompetitions />
      <ShortcutTiles />
    </Stack>
  );
}

/** / : the guest landing page, or the signed-in player's dashboard. */
export function HomePage() {
  const { user } = useSession();
  usePageTitle();
  // A page that sent the player here says why (e.g. their account was deleted).
  const notice = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <>
      {typeof notice === 'string' && (
        <Container maxWidth="lg" sx={{ pt: 2 }}>
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        </Container>
      )}
      <Hero user={user} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {user ? (
          <Suspense fallback={<PlayerHomeSkeleton />}>
            <PlayerHome user={user} />
          </Suspense>
        ) : (
          <GuestHome />
        )}
      </Container>
    </>
  );
}
