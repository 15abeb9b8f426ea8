import { useDeferredValue } from 'react';
import { Stack } from '@mui/material';
import type { User } from '../../lib/session';
import { ThisRound } from './components/ThisRound';
import { ScoringGuide } from './components/ScoringGuide';
import { ShortcutTiles } from './components/ShortcutTiles';
import { CreateKitPrompt, ProfileCard } from './components/ProfileCard';
import { LeaderboardPosition } from './components/LeaderboardPosition';
import {
  HomeLayout,
  MainColumnSkeleton,
  ProfileCardSkeleton,
  SideColumnSkeleton,
} from './components/HomeLayout';
import { MainColumn } from './components/MainColumn';

/**
 * A signed-in player's dashboard in its frame (HomeLayout): This round, the main column, the
 * profile card with the kit prompt, the leaderboard position; the scoring guide and the shortcut
 * tiles close the page at full width. This round comes first: the rest renders just after it, in a
 * deferred render that yields to the browser, rather than in the same long task (issue 28 item 9).
 */
export function PlayerHome({ user }: { user: User }) {
  const showAll = useDeferredValue(true, false);
  return (
    <>
      <HomeLayout
        thisRound={<ThisRound />}
        profile={
          showAll ? (
            <>
              <ProfileCard user={user} />
              <CreateKitPrompt user={user} />
            </>
          ) : (
            <ProfileCardSkeleton />
          )
        }
        main={showAll ? <MainColumn /> : <MainColumnSkeleton />}
        side={showAll ? <LeaderboardPosition userId={user.id} /> : <SideColumnSkeleton />}
      />
      {showAll && (
        <Stack spacing={{ xs: 3, md: 4 }} sx={{ mt: { xs: 3, md: 4 } }}>
          <ScoringGuide />
          <ShortcutTiles />
        </Stack>
      )}
    </>
  );
}
