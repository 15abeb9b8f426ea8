import type { ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';
import { RoundCardsSkeleton, ThisRoundFrame } from './ThisRoundFrame';

/**
 * The signed-in dashboard's frame: This round on top, then a main column and a side column (profile
 * card above the leaderboard position), on phones one column with the profile card first. The same
 * frame holds the skeletons while the dashboard's chunk loads, so the page takes its final shape at
 * once.
 */
export function HomeLayout({
  thisRound,
  profile,
  main,
  side,
}: {
  thisRound: ReactNode;
  profile: ReactNode;
  main: ReactNode;
  side: ReactNode;
}) {
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {thisRound}
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
          {profile}
        </Stack>
        <Box sx={{ gridArea: 'main', minWidth: 0 }}>{main}</Box>
        <Box sx={{ gridArea: 'side', alignSelf: 'start' }}>{side}</Box>
      </Box>
    </Stack>
  );
}

/** Section headings and cards in the main column's usual order: news, performance, matches. */
export function MainColumnSkeleton() {
  const heading = <Skeleton variant="text" width={180} sx={{ fontSize: '1.5rem', mb: 1.5 }} />;
  return (
    <Stack spacing={{ xs: 4, md: 5 }} aria-busy="true" aria-label="Loading your dashboard">
      <Box>
        {heading}
        <Skeleton variant="rounded" height={200} />
      </Box>
      <Box>
        {heading}
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          }}
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="rounded" height={76} />
          ))}
        </Box>
      </Box>
      <Box>
        {heading}
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Stack>
  );
}

/** The profile card's place while it loads. */
export function ProfileCardSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent>
        <Skeleton variant="rounded" height={172} />
      </CardContent>
    </Card>
  );
}

/** The leaderboard position's place while it loads. */
export function SideColumnSkeleton() {
  return <Skeleton variant="rounded" height={420} />;
}

/** The whole dashboard as skeletons, while its chunk loads (HomePage's Suspense fallback). */
export function PlayerHomeSkeleton() {
  return (
    <HomeLayout
      thisRound={
        <ThisRoundFrame>
          <RoundCardsSkeleton />
        </ThisRoundFrame>
      }
      profile={<ProfileCardSkeleton />}
      main={<MainColumnSkeleton />}
      side={<SideColumnSkeleton />}
    />
  );
}
