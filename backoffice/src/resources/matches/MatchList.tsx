import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import TodayIcon from '@mui/icons-material/Today';
import {
  Box,
  Button as MuiButton,
  Typography,
  alpha,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import {
  BooleanInput,
  Button,
  CreateButton,
  DataTable,
  EditButton,
  List,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BulkDelete } from '../../lib/DeleteButtons';
import type { AdminMatch } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { PageLoading } from '../../lib/PageLoading';
import { useOrderedSeasons } from '../../lib/seasons';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX } from '../../lib/responsive';
import { formatUtcDate, formatUtcTime, todayUtc } from '../../lib/utcDateTime';
import { matchExporter } from './exporter';
import { DeleteMatchButton } from './MatchEdit';
import {
  KickOffCell,
  MatchCell,
  ResultCell,
  SeasonGroupCell,
  StatusBadge,
  resultText,
} from './MatchFields';
import { STATUS_CHOICES } from './MatchInputs';
import { SetResultButton } from './SetResultDialog';
import { useHighlight } from './useHighlight';
import { HIGHLIGHT_FRESH_MS, useHighlightedPage } from './useHighlightedPage';
import { MatchFilterSidebar } from './MatchFilterSidebar';
import { CURRENT_WEEK_FILTER, MATCHES_PER_PAGE, MATCHES_SORT } from './listViews';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { ImportFixturesButton } from './ImportFixturesButton';
import { ShiftKickOffButton } from './shift/ShiftKickOffButton';

// The closed filter shows its empty choice's text ('All seasons'), not a blank box.
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

/** The match create link, with the season filter preset (?source= is react-admin's create default). */
export function createPath(seasonId: unknown) {
  return {
    pathname: '/matches/create',
    search: `?source=${encodeURIComponent(JSON.stringify({ season: Number(seasonId) }))}`,
  };
}

function ListActions() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const seasonId = filterValues.seasonId;
  return (
    // Wrapping at every width: beside the filter sidebar five buttons may not fit one line.
    <TopToolbar
      sx={{
        ...WRAPPING_TOOLBAR_SX,
        flexWrap: 'wrap',
        flex: '1 1 auto',
        minWidth: 0,
        justifyContent: 'flex-end',
      }}
    >
      {/* Clears season and status and shows today's (UTC) matches. */}
      <Button
        label="resources.matches.today"
        onClick={() => setFilters({ date: todayUtc() }, displayedFilters)}
      >
        <TodayIcon />
      </Button>
      <CreateButton
        label="resources.matches.add"
        icon={<AddIcon />}
        disabled={!seasonId}
        to={seasonId ? createPath(seasonId) : undefined}
        title={seasonId ? undefined : translate('resources.matches.addNeedsSeason')}
      />
      <ExportAllButton />
      <ImportFixturesButton />
      <MuiButton
        component={Link}
        to={seasonId ? `/results-entry?season=${seasonId}` : '/results-entry'}
        size="small"
        startIcon={<GridOnIcon />}
      >
        {translate('resources.matches.enterResults')}
      </MuiButton>
    </TopToolbar>
  );
}

function MatchesEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.matches.empty')}
      </Typography>
      {!filterValues?.seasonId && (
        <Typography color="text.secondary">
          {translate('resources.matches.addNeedsSeason')}
        </Typography>
      )}
    </Box>
  );
}

function BulkActions() {
  return (
    <>
      <ShiftKickOffButton />
      <BulkDelete failed="resources.matches.deleteFailed" />
    </>
  );
}

// A warning tint and outline: readable under the light and the dark theme's text colours.
const HIGHLIGHT_SX = {
  bgcolor: (theme: Theme) => alpha(theme.palette.warning.main, 0.16),
  outline: (theme: Theme) => `2px solid ${theme.palette.warning.main}`,
  outlineOffset: -2,
} as SxProps;

// Beside the filter sidebar the list takes the width it is given, never its table's (contain), and
// may shrink: a table too wide scrolls in its own wrapper, not the page; the toolbar wraps. (Not the
// list's card: scrolling there clips the bulk actions bar, which sits above the table.) The Actions
// column stays in view at the wrapper's right edge, over the columns that scroll under it.
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderLeft: 1,
  borderLeftColor: 'divider',
  whiteSpace: 'nowrap',
};
const BESIDE_SIDEBAR_SX = {
  contain: 'inline-size',
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-tableWrapper :is(th, td):last-of-type': STICKY_ACTIONS,
};

/** The table; with ?highlight={id} it brings that match's page into view and marks its row. */
function MatchTable({ highlight }: { highlight: number | null }) {
  useHighlight(highlight);
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={<BulkActions />}
      empty={<MatchesEmpty />}
      rowSx={(record: AdminMatch) => (record.id === highlight ? HIGHLIGHT_SX : {})}
    >
      <DataTable.Col label="resources.matches.fields.match" source="homeTeamId" disableSort>
        <HighlightableMatchCell highlight={highlight} />
      </DataTable.Col>
      <DataTable.Col label="resources.matches.fields.kickOff" source="matchDate">
        <KickOffCell />
      </DataTable.Col>
      <DataTable.Col label="resources.matches.fields.seasonAndGroup" source="seasonId">
        <SeasonGroupCell />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusBadge />
      </DataTable.Col>
      <DataTable.Col label="resources.matches.fields.result" source="homeGoals" disableSort>
        <ResultCell />
      </DataTable.Col>
      <DataTable.Col label="resources.matches.actions" disableSort>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          <SetResultButton />
          <EditButton />
          <DeleteMatchButton />
        </Box>
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * Below 600 px: one line per match (teams; kick-off, season and group; status and result), a tap
 * opens its edit page, where the result can be set too.
 */
function MatchSimpleList({ highlight }: { highlight: number | null }) {
  const translate = useTranslate();
  return (
    <SimpleList<AdminMatch>
      rowClick="edit"
      empty={<MatchesEmpty />}
      rowSx={(record) => (record.id === highlight ? HIGHLIGHT_SX : {})}
      primaryText={(match) => `${match.homeTeam.name} v ${match.awayTeam.name}`}
      secondaryText={(match) =>
        `${formatUtcDate(match.matchDate)} ${formatUtcTime(match.matchDate)} UTC · ${match.season.name} · ${
          match.matchGroup?.name ?? translate('resources.matches.noGroup')
        }`
      }
      tertiaryText={(match) =>
        [translate(`resources.matches.statuses.${match.status}`), resultText(match)]
          .filter((part) => part !== '-')
          .join(' · ')
      }
    />
  );
}

/** The match cell, saying "Highlighted" on the row of ?highlight={id}. */
function HighlightableMatchCell({ highlight }: { highlight: number | null }) {
  const record = useRecordContext<AdminMatch>();
  return <MatchCell highlighted={!!record && record.id === highlight} />;
}

/**
 * Manage Matches: opens on the current match week (today's matches first), 50 a page. Filters
 * season (default all), status and date (each sent only when set): from 900 px up in the filter
 * sidebar (with a team search and the saved queries Today, Awaiting result, This week), the table
 * scrolling inside its card if the screen is too narrow for both; below, all above the list with a
 * This week switch. Show Today's Matches, Add New
 * Match (needs a season), Set Result / Edit / Delete per row, bulk delete, CSV export.
 * ?highlight={id} (dashboard, distribution page) opens on the page holding that match and marks it.
 */
export function MatchList() {
  const translate = useTranslate();
  const { search } = useLocation();
  // Read once: react-admin rewrites the query string with its own list parameters.
  const [highlight] = useState(() => Number(new URLSearchParams(search).get('highlight')) || null);
  const locating = useHighlightedPage(highlight);
  const withSidebar = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const { seasons, isPending } = useOrderedSeasons();
  if (isPending || locating) return <PageLoading />;
  const formFilters = [
    <SelectInput
      key="seasonId"
      source="seasonId"
      choices={seasons}
      emptyText="resources.matches.allSeasons"
      alwaysOn
      slotProps={SHOW_EMPTY}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={STATUS_CHOICES}
      emptyText="resources.matches.allStatuses"
      alwaysOn
      slotProps={SHOW_EMPTY}
    />,
    <TextInput
      key="date"
      source="date"
      type="date"
      alwaysOn
      slotProps={{ inputLabel: { shrink: true } }}
    />,
    <BooleanInput
      key="currentWeek"
      source="currentWeek"
      label="resources.matches.savedQueries.thisWeek"
      alwaysOn
    />,
  ];
  return (
    <List
      resource="matches"
      title={translate('resources.matches.title')}
      filters={withSidebar ? undefined : formFilters}
      aside={withSidebar ? <MatchFilterSidebar seasons={seasons} /> : undefined}
      sx={withSidebar ? BESIDE_SIDEBAR_SX : undefined}
      filterDefaultValues={CURRENT_WEEK_FILTER}
      sort={MATCHES_SORT}
      perPage={MATCHES_PER_PAGE}
      exporter={matchExporter}
      actions={<ListActions />}
      empty={<MatchesEmpty />}
      queryOptions={
        highlight ? { ...SILENT_LOAD_ERROR, staleTime: HIGHLIGHT_FRESH_MS } : SILENT_LOAD_ERROR
      }
      error={<ListLoadError title={translate('resources.matches.loadFailed')} />}
    >
      <ResponsiveListBody small={<MatchSimpleList highlight={highlight} />}>
        <MatchTable highlight={highlight} />
      </ResponsiveListBody>
    </List>
  );
}
