import { LANDING_COPY } from '@predictor/contracts/landing';
import { useDeferredValue } from 'react';
import {
  Alert,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../components/PageContainer';
import { TableWithAside } from '../../components/TableWithAside';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { MONTHS } from '../../lib/dates';
import { useSession } from '../../lib/session';
import { matchGroupsQuery, seasonsQuery } from '../seasons';
import { leaderboardQuery, type Leaderboard } from './api';
import {
  filterParams,
  readFilter,
  seasonYearChoices,
  seasonYearLabel,
  withSeason,
  yearChoices,
  type LeaderboardFilter,
} from './filters';
import { LeaderboardTable, LeaderboardTableSkeleton } from './components/LeaderboardTable';
import { LiveTableNotice } from '../../components/LiveTableNotice';
import { TieBreakNote } from './components/TieBreakNote';
import { UnrankedNote } from './components/UnrankedNote';

/** Spec §9: scroll buttons on the season tabs above 4 seasons. */
const TAB_SCROLL_ABOVE = 4;

function SeasonTabs({
  value,
  onChange,
}: {
  value: LeaderboardFilter['season'];
  onChange: (season: LeaderboardFilter['season']) => void;
}) {
  const { data: seasons, isPending } = useQuery(seasonsQuery());
  if (isPending) return <Skeleton variant="rectangular" height={48} sx={{ mb: 2 }} />;
  const list = seasons ?? [];
  const known = value === 'all' || list.some((s) => s.id === value);
  return (
    <Tabs
      value={known ? String(value) : false}
      onChange={(_, next: string) => onChange(next === 'all' ? 'all' : Number(next))}
      variant="scrollable"
      scrollButtons={list.length > TAB_SCROLL_ABOVE}
      allowScrollButtonsMobile
      aria-label="Competition"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab label="All Competitions" value="all" />
      {list.map((season) => (
        <Tab key={season.id} label={season.name} value={String(season.id)} />
      ))}
    </Tabs>
  );
}

function PeriodControls({
  filter,
  onChange,
}: {
  filter: LeaderboardFilter;
  onChange: (next: LeaderboardFilter) => void;
}) {
  const now = new Date();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter.view}
        aria-label="View"
        onChange={(_, view: LeaderboardFilter['view'] | null) => {
          if (!view || view === filter.view) return;
          onChange(
            view === 'monthly'
              ? {
                  season: filter.season,
                  view,
                  year: now.getUTCFullYear(),
                  month: now.getUTCMonth() + 1,
                }
              : { season: filter.season, view },
          );
        }}
      >
        <ToggleButton value="season" sx={{ flex: { xs: 1, sm: 'none' }, px: 2 }}>
          Season
        </ToggleButton>
        <ToggleButton value="monthly" sx={{ flex: { xs: 1, sm: 'none' }, px: 2 }}>
          Monthly
        </ToggleButton>
        {/* A round is one competition's match week: All Competitions has none. */}
        {filter.season !== 'all' && (
          <ToggleButton value="round" sx={{ flex: { xs: 1, sm: 'none' }, px: 2 }}>
            Round
          </ToggleButton>
        )}
      </ToggleButtonGroup>
      {filter.view === 'round' && filter.season !== 'all' && (
        <RoundSelect filter={filter} seasonId={filter.season} onChange={onChange} />
      )}
      {filter.view === 'season' && filter.season === 'all' && (
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="leaderboard-season-year">Season</InputLabel>
          <Select
            labelId="leaderboard-season-year"
            label="Season"
            value={filter.year ?? ''}
            onChange={(e) => onChange({ ...filter, year: Number(e.target.value) })}
          >
            {seasonYearChoices(now).map((year) => (
              <MenuItem key={year} value={year}>
                {seasonYearLabel(year)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      {filter.view === 'monthly' && (
        <Stack direction="row" spacing={2}>
          <FormControl size="small" sx={{ minWidth: 140, flex: { xs: 1, sm: 'none' } }}>
            <InputLabel id="leaderboard-month">Month</InputLabel>
            <Select
              labelId="leaderboard-month"
              label="Month"
              value={filter.month}
              onChange={(e) => onChange({ ...filter, month: Number(e.target.value) })}
            >
              {MONTHS.map((name, i) => (
                <MenuItem key={name} value={i + 1}>
                  {name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 110, flex: { xs: 1, sm: 'none' } }}>
            <InputLabel id="leaderboard-year">Year</InputLabel>
            <Select
              labelId="leaderboard-year"
              label="Year"
              value={filter.year}
              onChange={(e) => onChange({ ...filter, year: Number(e.target.value) })}
            >
              {yearChoices(now).map((year) => (
                <MenuItem key={year} value={year}>
                  {year}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
      )}
    </Stack>
  );
}

/** The round view's match week: the season's rounds, showing the one the table is of. */
function RoundSelect({
  filter,
  seasonId,
  onChange,
}: {
  filter: LeaderboardFilter;
  seasonId: number;
  onChange: (next: LeaderboardFilter) => void;
}) {
  const groups = useQuery(matchGroupsQuery(seasonId));
  const shown = useQuery(leaderboardQuery(filter)).data?.round?.id;
  if (groups.isPending) return <Skeleton variant="rounded" width={180} height={40} />;
  const rounds = groups.data ?? [];
  if (rounds.length === 0) return null;
  const value = filter.round ?? shown;
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id="leaderboard-round">Round</InputLabel>
      <Select
        labelId="leaderboard-round"
        label="Round"
        value={rounds.some((round) => round.id === value) ? value : ''}
        onChange={(e) => onChange({ ...filter, round: Number(e.target.value) })}
      >
        {rounds.map((round) => (
          <MenuItem key={round.id} value={round.id}>
            {round.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Whether a round table is final: its winner is known once every result is in. */
function RoundStatus({ round }: { round: NonNullable<Leaderboard['round']> }) {
  return (
    <Alert severity={round.complete ? 'success' : 'info'} role="status" sx={{ mb: 2 }}>
      {round.complete
        ? `All results of ${round.name} are in: this is its final table, and first place wins the round.`
        : `${round.name} is still being played: points so far, from the results already in.`}
    </Alert>
  );
}

function Standings({ filter }: { filter: LeaderboardFilter }) {
  const { user } = useSession();
  const { data: answer, isError, error, refetch } = useQuery(leaderboardQuery(filter));
  // The answer arrives as an urgent update; deferred, the rows render in slices that keep the page
  // responsive (the skeleton stays meanwhile).
  const data = useDeferredValue(answer);
  if (isError)
    return (
      <ErrorBanner
        message={errorMessage(error, 'Failed to load leaderboard data')}
        onRetry={() => void refetch()}
      />
    );
  if (data === undefined) return <LeaderboardTableSkeleton />;
  const unranked = user && data.currentUser === null && <UnrankedNote filter={filter} />;
  const round = data.round && data.rows.length > 0 && <RoundStatus round={data.round} />;
  if (data.rows.length === 0)
    return (
      <>
        {unranked}
        <Alert severity="info">No leaderboard data available for the selected filters.</Alert>
      </>
    );
  const period =
    filter.view === 'round'
      ? (data.round?.name ?? 'round')
      : filter.view === 'monthly'
        ? `${MONTHS[(filter.month ?? 1) - 1]} ${filter.year}`
        : filter.year !== undefined
          ? seasonYearLabel(filter.year)
          : 'season';
  return (
    <>
      {unranked}
      {round}
      <LiveTableNotice live={data.live} />
      <LeaderboardTable data={data} label={`Leaderboard, ${period}`} />
    </>
  );
}

/** /leaderboards: the top 100 per competition (or all) by season, month or round; filters in the URL. */
export function LeaderboardsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, new Date());
  const update = (next: LeaderboardFilter) => setParams(filterParams(next));
  return (
    <PageContainer
      title={LANDING_COPY.leaderboardsTitle}
      subtitle={LANDING_COPY.leaderboardsSubtitle}
    >
      <SeasonTabs value={filter.season} onChange={(season) => update(withSeason(filter, season))} />
      <PeriodControls filter={filter} onChange={update} />
      <TableWithAside table={<Standings filter={filter} />} aside={<TieBreakNote />} />
    </PageContainer>
  );
}
