import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { ownPredictionsQuery, type Prediction } from '../predictions';
import { seasonsQuery } from '../seasons';
import {
  badgeLabels,
  bankerStats,
  defaultExpanded,
  defaultFilters,
  filterPredictions,
  groupPredictions,
  pointsPerWeek,
  statusLabels,
  type GroupBadge,
  type MatchGroupSection,
  type PredictionFilters,
  type PredictionStatus,
  type ResultKind,
} from './rules';
import { PredictionItem } from './components/PredictionItem';
import { PointsPanel } from './components/PointsPanel';
import { BankerStatsCard } from './components/BankerStatsCard';

const badgeChip: Record<
  GroupBadge,
  { color: 'primary' | 'default'; variant: 'filled' | 'outlined' }
> = {
  current: { color: 'primary', variant: 'filled' },
  upcoming: { color: 'primary', variant: 'outlined' },
  recent: { color: 'default', variant: 'filled' },
  completed: { color: 'default', variant: 'outlined' },
  unknown: { color: 'default', variant: 'outlined' },
};

const resultLabels: Record<ResultKind, string> = {
  exact: 'Exact score',
  correct: 'Correct result',
  incorrect: 'Incorrect',
};

function FilterSelect<T extends string | number>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 0 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={String(value)}
        onChange={(e) => {
          const match = options.find((o) => String(o.value) === e.target.value);
          if (match) onChange(match.value);
        }}
      >
        {options.map((o) => (
          <MenuItem key={String(o.value)} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function Filters({
  filters,
  seasons,
  onChange,
}: {
  filters: PredictionFilters;
  seasons: { id: number; name: string }[];
  onChange: (filters: PredictionFilters) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
      }}
    >
      <FilterSelect<PredictionFilters['season']>
        id="filter-season"
        label="Season"
        value={filters.season}
        options={[
          { value: 'all', label: 'All seasons' },
          ...seasons.map((s) => ({ value: s.id, label: s.name })),
        ]}
        onChange={(season) => onChange({ ...filters, season })}
      />
      <FilterSelect<PredictionFilters['status']>
        id="filter-status"
        label="Status"
        value={filters.status}
        options={[
          { value: 'all', label: 'All statuses' },
          ...(Object.keys(statusLabels) as PredictionStatus[]).map((s) => ({
            value: s,
            label: statusLabels[s],
          })),
        ]}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect<PredictionFilters['result']>
        id="filter-result"
        label="Result"
        value={filters.result}
        options={[
          { value: 'all', label: 'All results' },
          ...(Object.keys(resultLabels) as ResultKind[]).map((r) => ({
            value: r,
            label: resultLabels[r],
          })),
        ]}
        onChange={(result) => onChange({ ...filters, result })}
      />
    </Box>
  );
}

function GroupAccordion({
  group,
  expanded,
  onToggle,
  now,
}: {
  group: MatchGroupSection;
  expanded: boolean;
  onToggle: (open: boolean) => void;
  now: Date;
}) {
  const scoredPoints = group.predictions
    .filter((p) => p.isScored)
    .reduce((sum, p) => sum + p.points, 0);
  const anyScored = group.predictions.some((p) => p.isScored);
  const chip = badgeChip[group.badge];
  const count = group.predictions.length;
  const domId = `group-${group.key.replace(':', '-')}`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${domId}-header`}
        aria-controls={`${domId}-content`}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', flex: 1, pr: 1 }}
        >
          <Box component="span" sx={{ fontWeight: 700 }}>
            {group.name}
          </Box>
          <Chip
            size="small"
            label={badgeLabels[group.badge]}
            color={chip.color}
            variant={chip.variant}
          />
          <Box
            component="span"
            sx={{
              ml: { sm: 'auto' },
              width: { xs: '100%', sm: 'auto' },
              color: 'text.secondary',
              fontSize: '0.875rem',
            }}
          >
            {count} {count === 1 ? 'prediction' : 'predictions'}
            {anyScored && ` · ${scoredPoints} pts`}
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }} id={`${domId}-content`}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.predictions.map((p) => (
            <PredictionItem key={p.id} prediction={p} now={now} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

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
