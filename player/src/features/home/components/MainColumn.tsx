import { useEffect, useState } from 'react';
import { Stack } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { ActiveCompetitions, seasonsQuery } from '../../seasons';
import { predictionStatsQuery } from '../../predictions';
import { myLeaguesQuery } from '../../leagues';
import { featuredTrophiesQuery, latestNewsQuery, upcomingMatchesQuery } from '../api';
import { NewsPreview } from './NewsPreview';
import { StatsPanel } from './StatsPanel';
import { UpcomingMatches } from './UpcomingMatches';
import { TrophiesSection } from './TrophiesSection';
import { MyLeagues } from './MyLeagues';
import { MainColumnSkeleton } from './HomeLayout';

/** How long the column waits for its slowest read before showing what it has (tests may change it). */
export const mainColumnWait = { ms: 3000 };

/**
 * Whether every read of the main column has answered (or failed), or mainColumnWait.ms passed;
 * once true it stays true (a later refetch does not bring the skeleton back). Sections hide when
 * empty or on failure (spec §2), so showing each as it answers would move the ones below it up and
 * down as the answers come in.
 */
function useColumnReady(): boolean {
  const reads = useQueries({
    queries: [
      latestNewsQuery(),
      predictionStatsQuery(),
      upcomingMatchesQuery(),
      featuredTrophiesQuery(),
      myLeaguesQuery(),
      seasonsQuery(true),
    ],
  });
  const answered = reads.every((read) => !read.isPending);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    if (answered) {
      setRevealed(true);
      return;
    }
    const timer = setTimeout(() => setRevealed(true), mainColumnWait.ms);
    return () => clearTimeout(timer);
  }, [answered, revealed]);
  return revealed || answered;
}

/**
 * The dashboard's main column: latest news, My Performance, upcoming matches, trophies, leagues and
 * active competitions, shown together once their reads have answered, skeletons until then. The
 * sections are there (out of the layout) from the start, so each asks for its data at once and
 * showing them asks again for nothing.
 */
export function MainColumn() {
  const ready = useColumnReady();
  return (
    <>
      {!ready && <MainColumnSkeleton />}
      <Stack spacing={{ xs: 4, md: 5 }} style={ready ? undefined : { display: 'none' }}>
        <NewsPreview />
        <StatsPanel />
        <UpcomingMatches signedIn />
        <TrophiesSection />
        <MyLeagues />
        <ActiveCompetitions />
      </Stack>
    </>
  );
}
