import { Stack } from '@mui/material';
import type { User } from '../../lib/session';
import { ThisRound } from './components/ThisRound';
import { ScoringGuide } from './components/ScoringGuide';
import { ShortcutTiles } from './components/ShortcutTiles';
import { CreateKitPrompt, ProfileCard } from './components/ProfileCard';
import { LeaderboardPosition } from './components/LeaderboardPosition';
import { HomeLayout } from './components/HomeLayout';
import { MainColumn } from './components/MainColumn';

/**
 * A signed-in player's dashboard in its frame (HomeLayout): This round, the main column, the
 * profile card with the kit prompt, the leaderboard position; the scoring guide and the shortcut
 * tiles close the page at full width.
 */
export function PlayerHome({ user }: { user: User }) {
  return (
    <>
      <HomeLayout
        thisRound={<ThisRound />}
        profile={
          <>
            <ProfileCard user={user} />
            <CreateKitPrompt user={user} />
          </>
        }
        main={<MainColumn />}
        side={<LeaderboardPosition userId={user.id} />}
      />
      <Stack spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 3, md: 4 } }}>
        <ScoringGuide />
        <ShortcutTiles />
      </Stack>
    </>
  );
}
