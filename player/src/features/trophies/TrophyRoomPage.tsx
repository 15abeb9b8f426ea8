import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../components/ErrorBanner';
import { UserNotFound } from '../../components/NotFound';
import { ApiError, errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { publicProfileQuery } from '../../lib/players';
import { useSession } from '../../lib/session';
import { ownTrophiesQuery, userTrophiesQuery, type Award } from './api';
import { trophyCounts } from './counts';
import { RoomFrame } from './components/RoomFrame';
import { TrophyCard } from './components/TrophyCard';
import { TrophyCountsBar } from './components/TrophyCountsBar';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function RoomSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading trophies">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
      <Box sx={grid}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Box>
    </Stack>
  );
}

function EmptyRoom({ own, teamName }: { own: boolean; teamName: string | null }) {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 5 }}>
        <Box aria-hidden sx={{ fontSize: 48, lineHeight: 1, mb: 1.5 }}>
          🏆
        </Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {own ? 'No trophies yet' : 'No trophies earned'}
        </Typography>
        {own ? (
          <>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
              Finish in the top three of a competition&apos;s monthly table, or at the end of a
              season in a league or on the leaderboard, to win gold, silver and bronze. Start by
              predicting the next fixtures.
            </Typography>
            <Button component={Link} to={paths.seasons} variant="contained" sx={{ mt: 3 }}>
              Browse Fixtures
            </Button>
          </>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {teamName ? `${teamName} has not earned any trophies yet.` : null}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The room's body for a settled or loading awards query. */
function Room({
  awards,
  own,
  teamName,
}: {
  awards: UseQueryResult<Award[]>;
  own: boolean;
  teamName: string | null;
}) {
  if (awards.isError) {
    return (
      <ErrorBanner
        message={errorMessage(awards.error, 'Failed to load trophies')}
        onRetry={() => void awards.refetch()}
      />
    );
  }
  if (awards.isPending) return <RoomSkeleton />;
  const list = awards.data;
  return (
    <Stack spacing={3}>
      <TrophyCountsBar counts={trophyCounts(list)} />
      {list.length === 0 ? (
        <EmptyRoom own={own} teamName={teamName} />
      ) : (
        <Box component="ul" sx={grid} aria-label="Trophies">
          {list.map((award) => (
            <li key={award.id}>
              <TrophyCard award={award} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** /trophies: the signed-in player's own trophy room (GET /trophies/user). */
export function OwnTrophyRoomPage() {
  const awards = useQuery(ownTrophiesQuery());
  return (
    <RoomFrame title="My Trophy Room">
      <Room awards={awards} own teamName={null} />
    </RoomFrame>
  );
}

/** /users/{userId}/trophies: anyone's trophy room, headed with their team name. */
export function UserTrophyRoomPage() {
  const { userId: param } = useParams();
  const userId = /^\d+$/.test(param ?? '') ? Number(param) : null;
  if (userId === null || userId <= 0) return <UserNotFound />;
  return <UserRoom userId={userId} />;
}

function UserRoom({ userId }: { userId: number }) {
  const { user } = useSession();
  const own = user?.id === userId;
  const profile = useQuery(publicProfileQuery(userId));
  const awards = useQuery(userTrophiesQuery(userId));

  const notFound = isNotFound(profile.error) || isNotFound(awards.error);
  const title = own
    ? 'My Trophy Room'
    : profile.data
      ? `${profile.data.teamName}'s Trophy Room`
      : profile.isError
        ? 'Trophy Room'
        : null;

  if (notFound) return <UserNotFound />;
  if (profile.isError && !own) {
    return (
      <RoomFrame title={title}>
        <ErrorBanner
          message={errorMessage(profile.error, 'Failed to load trophies')}
          onRetry={() => {
            void profile.refetch();
            void awards.refetch();
          }}
        />
      </RoomFrame>
    );
  }
  return (
    <RoomFrame title={title}>
      <Room awards={awards} own={own} teamName={profile.data?.teamName ?? null} />
    </RoomFrame>
  );
}
