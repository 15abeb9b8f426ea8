import {
  Alert,
  Box,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { StatTile } from '../../dashboard/StatTile';
import { LoadErrorAlert } from '../../lib/LoadErrorAlert';
import { PageLoading } from '../../lib/PageLoading';
import { CHART_TEAMS, fanSummary, mostPopularIds, rankedWithFans } from './fans';
import { TeamFanCard } from './TeamFanCard';

const FansChart = lazy(() => import('./FansChart'));

/** /favourite-teams: how many fans each team has, as totals, a chart of the top teams and a grid. */
export function FavouriteTeamsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const fans = useQuery({
    queryKey: ['admin', 'team-fans'],
    queryFn: () => dataProvider.getTeamFans(),
  });
  // The neutral count needs every user; without the dashboard totals that card shows a dash.
  const totals = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => dataProvider.getDashboard(),
  });
  const [query, setQuery] = useState('');
  const teams = useMemo(() => fans.data ?? [], [fans.data]);
  const popular = useMemo(() => mostPopularIds(teams), [teams]);
  const top = useMemo(() => rankedWithFans(teams).slice(0, CHART_TEAMS), [teams]);
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? teams.filter((team) => team.name.toLowerCase().includes(needle)) : teams;
  }, [teams, query]);
  const summary = fanSummary(teams, totals.data?.totalUsers ?? null);

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={translate('app.teamFans.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.teamFans.title')}
      </Typography>
      {fans.isPending ? (
        <PageLoading />
      ) : fans.error ? (
        <LoadErrorAlert
          title={translate('app.teamFans.loadFailed')}
          error={fans.error}
          retryLabel={translate('app.teamFans.retry')}
          onRetry={fans.refetch}
        />
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <StatTile
              label={translate('app.teamFans.withFavourite')}
              value={summary.withFavourite}
            />
            <StatTile
              label={translate('app.teamFans.neutral')}
              value={summary.neutral ?? undefined}
              loading={totals.isPending}
            />
            <StatTile
              label={translate('app.teamFans.teamsWithFans')}
              value={summary.teamsWithFans}
            />
          </Stack>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.teamFans.chartTitle')}
              </Typography>
              {top.length === 0 ? (
                <Typography color="text.secondary">
                  {translate('app.teamFans.noFansYet')}
                </Typography>
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={top.length * 32 + 40} />}>
                  <FansChart teams={top} label={translate('app.teamFans.chartSeries')} />
                </Suspense>
              )}
            </CardContent>
          </Card>
          <Box>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                mb: 2,
              }}
            >
              <Typography variant="h6" component="h2">
                {translate('app.teamFans.teamsHeading')} ({teams.length})
              </Typography>
              <TextField
                size="small"
                type="search"
                sx={{ width: { xs: '100%', sm: 280 } }}
                label={translate('app.teamFans.search')}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </Box>
            {teams.length === 0 ? (
              <Alert severity="info">{translate('app.teamFans.noTeams')}</Alert>
            ) : shown.length === 0 ? (
              <Alert severity="info">
                {translate('app.teamFans.noMatch', { query: query.trim() })}
              </Alert>
            ) : (
              <Box
                component="ul"
                aria-label={translate('app.teamFans.teamsHeading')}
                sx={{
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
                }}
              >
                {shown.map((team) => (
                  <TeamFanCard key={team.id} team={team} popular={popular.has(team.id)} />
                ))}
              </Box>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
