import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../lib/brand';
import { Alert, Container, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { getToken } from '../../lib/storage';
import { ActiveCompetitions } from '../seasons';
import { predictionStatsQuery } from '../predictions';
import { startThisRound } from './api';
import { Hero } from './components/Hero';
import { FeatureCards } from './components/FeatureCards';
import { UpcomingMatches } from './components/UpcomingMatches';
import { ShortcutTiles } from './components/ShortcutTiles';
import { PlayerHomeSkeleton } from './components/HomeLayout';

/**
 * The signed-in dashboard is its own chunk, so a guest's first visit loads only the landing page.
 * With a stored session it starts downloading as soon as this page does, not after the first render,
 * and so does This round's read, beside the session check rather than after it.
 */
const loadPlayerHome = () => import('./PlayerHome');
if (getToken()) {
  void loadPlayerHome();
  startThisRound();
}
const PlayerHome = lazy(() => loadPlayerHome().then((m) => ({ default: m.PlayerHome })));

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
  // Before their first prediction a player is welcomed, not welcomed back.
  const stats = useQuery({ ...predictionStatsQuery(), enabled: user !== null });
  const firstVisit = stats.data ? stats.data.totalPredictions === 0 : null;
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
      <Hero user={user} firstVisit={firstVisit} />
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
