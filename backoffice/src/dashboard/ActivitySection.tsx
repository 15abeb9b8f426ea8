import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { LoadErrorAlert } from '../lib/LoadErrorAlert';
import { TodaysMatches } from './TodaysMatches';

const ActivityCharts = lazy(() => import('./ActivityCharts'));

/** The dashboard's activity charts and today's matches, from GET /admin/dashboard/activity. */
export function ActivitySection() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['admin', 'dashboard', 'activity'],
    queryFn: () => dataProvider.getDashboardActivity(),
  });
  if (error)
    return (
      <LoadErrorAlert
        title={translate('app.dashboard.activityFailed')}
        error={error}
        retryLabel={translate('ra.action.refresh')}
        onRetry={refetch}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.dashboard.activity')}
          </Typography>
          {isPending ? (
            <Skeleton variant="rounded" height={240} />
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <ActivityCharts activity={data} />
            </Suspense>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.dashboard.todaysMatches')}
          </Typography>
          {isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : (
            <TodaysMatches today={data.today} />
          )}
          <Button component={LinkBase} to="/matches" size="small" sx={{ mt: 1 }}>
            {translate('app.dashboard.enterResults')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
