import { Box, Chip, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  EditButton,
  FilterButton,
  List,
  SimpleList,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BulkDelete, ConfirmDeleteButton } from '../../lib/DeleteButtons';
import type { AdminSeason } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { CreateSeasonGate } from './CreateSeasonGate';
import { DATE_LOCALE } from '../../lib/locale';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX } from '../../lib/responsive';
import { seasonExporter } from './exporter';

/** Season days are calendar dates: shown as stored, whatever the browser's time zone. */
export const UTC_DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };

const ACTIVE_CHOICES = [
  { id: 'true', name: 'resources.seasons.active' },
  { id: 'false', name: 'resources.seasons.inactive' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="competitionId"
    source="competitionId"
    reference="competitions"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="isActive" source="isActive" choices={ACTIVE_CHOICES} alwaysOn />,
];

export function ActiveChip({ resource }: { resource: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ isActive: boolean }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.isActive ? 'success' : 'default'}
      label={translate(`resources.${resource}.${record.isActive ? 'active' : 'inactive'}`)}
    />
  );
}

function ListActions() {
  return (
    <TopToolbar sx={WRAPPING_TOOLBAR_SX}>
      <FilterButton />
      <CreateSeasonGate />
      <ExportAllButton />
    </TopToolbar>
  );
}

function SeasonEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.seasons.empty')}
      </Typography>
      <CreateSeasonGate variant="contained" />
    </Box>
  );
}

const day = (value: string) => new Date(value).toLocaleDateString(DATE_LOCALE, UTC_DAY);

/** Below 600 px: name, competition and dates, active or not; a tap opens the season. */
function SeasonSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminSeason>
      rowClick="edit"
      primaryText={(season) => season.name}
      secondaryText={(season) =>
        `${season.competition.name} · ${day(season.startDate)} – ${day(season.endDate)}`
      }
      tertiaryText={(season) =>
        translate(`resources.seasons.${season.isActive ? 'active' : 'inactive'}`)
      }
    />
  );
}

export function SeasonList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'startDate', order: 'DESC' }}
      empty={<SeasonEmpty />}
      exporter={seasonExporter}
      queryOptions={SILENT_LOAD_ERROR}
      error={<ListLoadError title={translate('resources.seasons.loadFailed')} />}
    >
      <ResponsiveListBody small={<SeasonSimpleList />}>
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkDelete failed="resources.seasons.deleteFailed" />}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="competitionId">
            <CompetitionName />
          </DataTable.Col>
          <DataTable.Col source="startDate">
            <DateField locales={DATE_LOCALE} source="startDate" options={UTC_DAY} />
          </DataTable.Col>
          <DataTable.Col source="endDate">
            <DateField locales={DATE_LOCALE} source="endDate" options={UTC_DAY} />
          </DataTable.Col>
          <DataTable.Col source="isActive" label="resources.seasons.fields.status">
            <ActiveChip resource="seasons" />
          </DataTable.Col>
          <DataTable.NumberCol source="order" />
          <DataTable.Col label={false}>
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              <EditButton />
              <ConfirmDeleteButton failed="resources.seasons.deleteFailed" />
            </Box>
          </DataTable.Col>
        </DataTable>
      </ResponsiveListBody>
    </List>
  );
}

function CompetitionName() {
  const record = useRecordContext<AdminSeason>();
  return <>{record?.competition.name}</>;
}
