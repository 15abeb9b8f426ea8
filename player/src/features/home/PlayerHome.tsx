import { Box, Stack } from '@mui/material';
import type { User } from '../../lib/session';
import { ActiveCompetitions } from '../seasons';
import { ThisRound } from './components/ThisRound';
import { NewsPreview } from './components/NewsPreview';
import { StatsPanel } from './components/StatsPanel';
import { TrophiesSection } from './components/TrophiesSection';
import { MyLeagues } from './components/MyLeagues';
import { ScoringGuide } from './components/ScoringGuide';
import { UpcomingMatches } from './components/UpcomingMatches';
import { ShortcutTiles } from './components/ShortcutTiles';
import { CreateKitPrompt, ProfileCard } from './components/ProfileCard';
import { LeaderboardPosition } from './components/LeaderboardPosition';

/**
 * A signed-in player's dashboard: This round on top, then a main column and a side column
 * (profile, kit prompt, leaderboard position), on phones one column with the profile card first;
 * the scoring guide and the shortcut tiles close the page at full width.
 */
export function PlayerHome({ user }: { user: User }) {
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <ThisRound />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: { xs: '"profile" "main" "side"', md: '"main profile" "main side"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Stack spacing={2} sx={{ gridArea: 'profile' }}>
          <ProfileCard user={user} />
          <CreateKitPrompt user={user} />
        </Stack>
        <Stack spacing={{ xs: 4, md: 5 }} sx={{ gridArea: 'main', minWidth: 0 }}>
          <NewsPreview />
          <StatsPanel />
          <UpcomingMatches signedIn />
          <TrophiesSection />
          <MyLeagues />
          <ActiveCompetitions />
        </Stack>
        <Box sx={{ gridArea: 'side', alignSelf: 'start' }}>
          <LeaderboardPosition userId={user.id} />
        </Box>
      </Box>
      <ScoringGuide />
      <ShortcutTiles />
    </Stack>
  );
}
