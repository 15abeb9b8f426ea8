import { Box, Chip, Typography } from '@mui/material';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import {
  CreateButton,
  DataTable,
  SimpleList,
  EditButton,
  List,
  SearchInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useStore,
  useTranslate,
} from 'react-admin';
import { BulkDelete, ConfirmDeleteButton } from '../../lib/DeleteButtons';
import type { AdminMatchGroup } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { PageLoading } from '../../lib/PageLoading';
import { useOrderedSeasons } from '../../lib/seasons';
import { ResponsiveListBody, WRAPPING_TOOLBAR_SX, formatCount } from '../../lib/responsive';
import { matchGroupExporter } from './exporter';
import { MatchGroupCreateDialog, MatchGroupEditDialog } from './MatchGroupDialogs';
import { ExportAllButton } from '../../lib/ExportAllButton';
import { SeasonFilter } from './SeasonFilter';

/** No groups yet; without any season there is nothing to create them in. */
function GroupsEmpty({ noSeasons }: { noSeasons?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p" gutterBottom>
        {translate('resources.matchgroups.empty')}
      </Typography>
      {noSeasons ? (
        <Typography color="text.secondary">
          {translate('resources.matchgroups.noSeasons')}
        </Typography>
      ) : (
        <CreateButton variant="contained" />
      )}
    </Box>
  );
}

function ListActions() {
  return (
    <TopToolbar sx={WRAPPING_TOOLBAR_SX}>
      <CreateButton />
      <ExportAllButton />
    </TopToolbar>
  );
}

function MatchWeekField() {
  const record = useRecordContext<AdminMatchGroup>();
  const translate = useTranslate();
  if (!record) return null;
  return record.matchWeek === null ? (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate('resources.matchgroups.noWeek')}
    </Typography>
  ) : (
    <>{record.matchWeek}</>
  );
}

function StatusField() {
  const record = useRecordContext<AdminMatchGroup>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.isActive ? 'success' : 'default'}
      variant={record.isActive ? 'filled' : 'outlined'}
      label={translate(`resources.matchgroups.${record.isActive ? 'active' : 'inactive'}`)}
    />
  );
}

function DeleteGroupButton() {
  const record = useRecordContext<AdminMatchGroup>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <ConfirmDeleteButton
      failed="resources.matchgroups.deleteFailed"
      confirmTitle="resources.matchgroups.deleteTitle"
      confirmContent={translate('resources.matchgroups.deleteContent', { name: record.name })}
    />
  );
}

/** Below 600 px: name; season and match week; matches and status; a tap opens its edit dialog. */
function MatchGroupSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminMatchGroup>
      rowClick="edit"
      empty={<GroupsEmpty />}
      primaryText={(group) => group.name}
      secondaryText={(group) =>
        [
          group.season?.name,
          group.matchWeek === null
            ? translate('resources.matchgroups.noWeek')
            : `${translate('resources.matchgroups.fields.matchWeek')} ${group.matchWeek}`,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(group) =>
        `${formatCount(group.matchCount ?? 0)} · ${translate(
          `resources.matchgroups.${group.isActive ? 'active' : 'inactive'}`,
        )}`
      }
    />
  );
}

function BulkActions() {
  return <BulkDelete failed="resources.matchgroups.deleteFailed" />;
}

type StoredParams = { filter?: { seasonId?: number | string } };

/**
 * Manage Match Groups: a season selector (default: the first season in display order, then
 * 'All seasons'), the groups of that season, create (/matchgroups/create) and edit
 * (/matchgroups/{id}) in modals over the list. The resource's create and edit routes render this same screen.
 */
export function MatchGroupList() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { seasons, isPending } = useOrderedSeasons();
  const [stored] = useStore<StoredParams>('matchgroups.listParams');
  const creating = !!matchPath('/matchgroups/create', pathname);
  const editing = creating ? null : matchPath('/matchgroups/:id', pathname);
  const close = () => navigate('/matchgroups');
  if (isPending) return <PageLoading />;
  const firstSeason = seasons[0]?.id;
  const chosenSeason = Number(stored?.filter?.seasonId ?? firstSeason) || undefined;
  const filters = [
    <SeasonFilter key="seasonId" source="seasonId" alwaysOn seasons={seasons} />,
    <SearchInput key="q" source="q" alwaysOn />,
  ];
  return (
    <>
      <List
        resource="matchgroups"
        title={translate('resources.matchgroups.title')}
        filters={filters}
        filterDefaultValues={firstSeason ? { seasonId: firstSeason } : {}}
        sort={{ field: 'matchWeek', order: 'ASC' }}
        exporter={matchGroupExporter}
        actions={<ListActions />}
        empty={<GroupsEmpty noSeasons={seasons.length === 0} />}
        queryOptions={SILENT_LOAD_ERROR}
        error={<ListLoadError title={translate('resources.matchgroups.loadFailed')} />}
      >
        <ResponsiveListBody small={<MatchGroupSimpleList />}>
          <DataTable rowClick={false} bulkActionButtons={<BulkActions />} empty={<GroupsEmpty />}>
            <DataTable.Col source="name" />
            <DataTable.Col
              source="description"
              disableSort
              sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}
            />
            <DataTable.Col source="matchWeek">
              <MatchWeekField />
            </DataTable.Col>
            <DataTable.Col source="seasonId" label="resources.matchgroups.fields.season">
              <TextField source="season.name" />
            </DataTable.Col>
            <DataTable.Col source="isActive">
              <StatusField />
            </DataTable.Col>
            <DataTable.NumberCol source="matchCount" disableSort />
            <DataTable.Col label="resources.matchgroups.actions" disableSort>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                <EditButton />
                <DeleteGroupButton />
              </Box>
            </DataTable.Col>
          </DataTable>
        </ResponsiveListBody>
      </List>
      {creating && <MatchGroupCreateDialog seasonId={chosenSeason} onClose={close} />}
      {editing?.params.id && <MatchGroupEditDialog id={editing.params.id} onClose={close} />}
    </>
  );
}
