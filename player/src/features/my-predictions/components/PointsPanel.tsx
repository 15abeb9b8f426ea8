import { lazy, Suspense } from 'react';
import { Paper, Skeleton, Typography } from '@mui/material';
import { formatPoints } from '@predictor/contracts/rules';
import type { WeekPoints } from '../rules';

const PointsChart = lazy(() => import('./PointsChart'));

export const CHART_HEIGHT = 220;

/** "Points per match week" of one season (beyond the spec), the chart itself loaded lazily. */
export function PointsPanel({
  seasonName,
  data,
}: {
  seasonName: string | null;
  data: WeekPoints[];
}) {
  const total = data.reduce((sum, d) => sum + d.points, 0);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
      component="section"
      aria-labelledby="points-chart-title"
    >
      <Typography id="points-chart-title" variant="h6" component="h2">
        Points per match week
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {seasonName && data.length > 0
          ? `${seasonName}: ${formatPoints(total)} over ${data.length} match ${data.length === 1 ? 'week' : 'weeks'}`
          : 'No scored predictions yet.'}
      </Typography>
      {data.length > 0 && (
        <Suspense
          fallback={
            <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label="Loading chart" />
          }
        >
          <PointsChart data={data} />
        </Suspense>
      )}
    </Paper>
  );
}
