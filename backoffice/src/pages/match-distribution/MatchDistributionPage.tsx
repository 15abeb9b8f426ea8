import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { LoadErrorAlert } from '../../lib/LoadErrorAlert';
import { PageLoading } from '../../lib/PageLoading';
import { SeasonCard } from './SeasonCard';

/** /match-distribution: one expanded card per active season, showing how its matches fall into weeks. */
export function MatchDistributionPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['admin', 'match-distribution'],
    queryFn: () => dataProvider.getMatchDistribution(),
  });
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.distribution.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.distribution.title')}
      </Typography>
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <LoadErrorAlert
          title={translate('app.distribution.loadFailed')}
          error={error}
          retryLabel={translate('app.distribution.retry')}
          onRetry={refetch}
        />
      ) : data.length === 0 ? (
        <Alert severity="info">{translate('app.distribution.noSeasons')}</Alert>
      ) : (
        <Stack spacing={2}>
          {data.map((season) => (
            <SeasonCard key={season.id} season={season} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
