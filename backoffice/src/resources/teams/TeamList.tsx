import { Avatar, Box, Button, Typography } from '@mui/material';
import ShieldIcon from '@mui/icons-material/Shield';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  EditButton,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextInput,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BulkDelete, ConfirmDeleteButton } from '../../lib/DeleteButtons';
import type { AdminTeam } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { ListActions } from '../../lib/ListActions';
import { ResponsiveListBody } from '../../lib/responsive';
import { teamExporter } from './exporter';

const upper = (value: string | null) => (value ? value.toUpperCase() : value);

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
  <TextInput key="countryCode" source="countryCode" parse={upper} alwaysOn sx={{ width: 140 }} />,
];

function Logo() {
  const translate = useTranslate();
  const team = useRecordContext<AdminTeam>();
  if (!team) return null;
  return (
    <Avatar
      variant="rounded"
      src={team.logoUrl ?? undefined}
      alt={team.logoUrl ? translate('resources.teams.logoAlt', { name: team.name }) : undefined}
      sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.secondary' }}
      slotProps={{ img: { sx: { objectFit: 'contain' } } }}
    >
      <ShieldIcon fontSize="small" />
    </Avatar>
  );
}

function CompetitionName() {
  const team = useRecordContext<AdminTeam>();
  return <>{team?.competition?.name ?? ''}</>;
}

function TeamEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.teams.empty')}
      </Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** Filters are set, and nothing matches: say so and offer to clear them. */
function TeamsNoMatch() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="body1" component="p" gutterBottom>
        {translate('resources.teams.noMatch')}
      </Typography>
      <Button variant="outlined" onClick={() => setFilters({}, [])}>
        {translate('resources.teams.clearFilters')}
      </Button>
    </Box>
  );
}

/** Below 600 px: logo, name, short name and country, competition; a tap opens the team. */
function TeamSimpleList() {
  return (
    <SimpleList<AdminTeam>
      rowClick="edit"
      empty={<TeamsNoMatch />}
      leftAvatar={() => <Logo />}
      primaryText={(team) => team.name}
      secondaryText={(team) => team.competition?.name ?? ''}
      tertiaryText={(team) => [team.shortName, team.countryCode].filter(Boolean).join(' · ')}
    />
  );
}

export function TeamList() {
  const translate = useTranslate();
  return (
    <List
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      empty={<TeamEmpty />}
      exporter={teamExporter}
      queryOptions={SILENT_LOAD_ERROR}
      error={<ListLoadError title={translate('resources.teams.loadFailed')} />}
    >
      <ResponsiveListBody small={<TeamSimpleList />}>
        <DataTable
          rowClick="edit"
          empty={<TeamsNoMatch />}
          bulkActionButtons={<BulkDelete failed="resources.teams.deleteFailed" />}
        >
          <DataTable.Col source="logoUrl" disableSort>
            <Logo />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="shortName" />
          <DataTable.Col source="countryCode" />
          <DataTable.Col source="competitionId">
            <CompetitionName />
          </DataTable.Col>
          <DataTable.Col label={false}>
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              <EditButton />
              <ConfirmDeleteButton failed="resources.teams.deleteFailed" />
            </Box>
          </DataTable.Col>
        </DataTable>
      </ResponsiveListBody>
    </List>
  );
}
