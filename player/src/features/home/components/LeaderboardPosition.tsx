import { useState } from 'react';
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { predictionStatsQuery } from '../../predictions';
import { partialLeaderboardQuery, type PositionFilter } from '../api';
import { PositionFilters } from './PositionFilters';
import { nudge, TopTen } from './TopTen';

function TopTenSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading leaderboard">
      <Skeleton variant="rounded" height={64} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="text" sx={{ mt: 0.5 }} />
      ))}
    </Box>
  );
}

/**
 * My Leaderboard Position: the top 10 of a season (or all competitions) from /leaderboards/partial,
 * in the season view or a month (years back to 2020), the player's own row highlighted.
 */
export function LeaderboardPosition({ userId }: { userId: number }) {
  const now = new Date();
  const [filter, setFilter] = useState<PositionFilter>({
    season: 'all',
    view: 'season',
    year: now.getFullYear(),
    month: now.getMonth() + 1,
  });
  // The previous table stays (dimmed) while another filter loads: no jump back to the skeleton.
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useQuery({
    ...partialLeaderboardQuery(filter),
    placeholderData: keepPreviousData,
  });
  const firstPrediction = useQuery(predictionStatsQuery()).data?.totalPredictions === 0;

  return (
    <Card component="section" aria-labelledby="leaderboard-position">
      <CardContent>
        <Typography
          id="leaderboard-position"
          variant="h6"
          component="h2"
          sx={{ mb: 1.5, fontWeight: 700 }}
        >
          My Leaderboard Position
        </Typography>
        <PositionFilters filter={filter} onChange={setFilter} now={now} />
        <Box
          sx={{ mt: 2, opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData || undefined}
        >
          {isPending && <TopTenSkeleton />}
          {isError && (
            <ErrorBanner
              message={errorMessage(error, 'Failed to load leaderboard data')}
              onRetry={() => void refetch()}
            />
          )}
          {data && !data.showPartial && (
            <>
              <Alert severity="info">No Data Available</Alert>
              {firstPrediction && (
                <Typography variant="body2" sx={{ mt: 1.5 }}>
                  {nudge(true)}
                </Typography>
              )}
            </>
          )}
          {data && data.showPartial && (
            <TopTen data={data} userId={userId} firstPrediction={firstPrediction} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
