import { useMemo, useState } from 'react';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { ownPredictionsQuery, type Prediction } from '../predictions';
import { seasonsQuery } from '../seasons';
import {
  bankerStats,
  defaultExpanded,
  defaultFilters,
  filterPredictions,
  groupPredictions,
  pointsPerWeek,
  type PredictionFilters,
} from './rules';
import { BankerStatsCard } from './components/BankerStatsCard';
import { Filters } from './components/Filters';
import { GroupAccordion } from './components/GroupAccordion';
import { PointsPanel } from './components/PointsPanel';

function LoadingGroups() {
  return (
    <Box aria-busy="true" aria-label="Loading predictions" role="status">
      <Skeleton variant="rectangular" height={220} sx={{ mb: 3, borderRadius: 1 }} />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rectangular" height={48} sx={{ mb: 1, borderRadius: 1 }} />
      ))}
    </Box>
  );
}

function Content({ predictions }: { predictions: Prediction[] }) {
  // One clock per render of the list, so status and badge agree across the page.
  const now = useMemo(() => new Date(), []);
  const [filters, setFilters] = useState<PredictionFilters>(defaultFilters);
  // null: the default expansion (spec §2); set once the player opens or closes a group.
  const [opened, setOpened] = useState<string[] | null>(null);

  // Seasons in the competitions' display order when known (else latest first).
  const { data: seasonList } = useQuery(seasonsQuery());
  const seasonOrder = useMemo(() => seasonList?.map((s) => s.id) ?? [], [seasonList]);
  const allSections = useMemo(
    () => groupPredictions(predictions, now, seasonOrder),
    [predictions, now, seasonOrder],
  );
  const seasons = allSections.map(({ id, name }) => ({ id, name }));
  const filtered = useMemo(
    () => filterPredictions(predictions, filters, now),
    [predictions, filters, now],
  );
  const sections = useMemo(
    () => groupPredictions(filtered, now, seasonOrder),
    [filtered, now, seasonOrder],
  );
  const expanded = opened ?? defaultExpanded(sections);

  // Chart and banker stats follow the season filter only (the chart needs one season).
  const inSeason =
    filters.season === 'all'
      ? predictions
      : predictions.filter((p) => p.season.id === filters.season);
  const chartSeason =
    filters.season === 'all' ? seasons[0] : seasons.find((s) => s.id === filters.season);
  const chartData = chartSeason ? pointsPerWeek(predictions, chartSeason.id, now) : [];

  const changeFilters = (next: PredictionFilters) => {
    setFilters(next);
    setOpened(null);
  };
  const toggle = (key: string, open: boolean) =>
    setOpened(open ? [...expanded, key] : expanded.filter((k) => k !== key));

  return (
    <>
      <Filters filters={filters} seasons={seasons} onChange={changeFilters} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          mb: 3,
        }}
      >
        <PointsPanel seasonName={chartSeason?.name ?? null} data={chartData} />
        <BankerStatsCard stats={bankerStats(inSeason)} />
      </Box>
      {sections.length === 0 ? (
        <Alert severity="info">No predictions found for the selected filters.</Alert>
      ) : (
        sections.map((season) => (
          <Box
            component="section"
            key={season.id}
            aria-labelledby={`season-${season.id}`}
            sx={{ mb: 3 }}
          >
            <Typography id={`season-${season.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {season.name}
            </Typography>
            {season.groups.map((group) => (
              <GroupAccordion
                key={group.key}
                group={group}
                expanded={expanded.includes(group.key)}
                onToggle={(open) => toggle(group.key, open)}
                now={now}
              />
            ))}
          </Box>
        ))
      )}
    </>
  );
}

/** /my-predictions: every own prediction by season and match group, with filters and stats. */
export function MyPredictionsPage() {
  const { data, isPending, isError, error, refetch } = useQuery(ownPredictionsQuery());
  return (
    <PageContainer
      title="My Predictions"
      subtitle="Every prediction you have made, week by week, with the points each one earned."
    >
      {isPending && <LoadingGroups />}
      {isError && (
        <ErrorBanner
          message={errorMessage(error, 'Failed to load predictions')}
          onRetry={() => void refetch()}
        />
      )}
      {data && <Content predictions={data} />}
    </PageContainer>
  );
}
