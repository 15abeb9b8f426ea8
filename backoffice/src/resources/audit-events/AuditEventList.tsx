import { Box, Button, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  defaultExporter,
  List,
  ReferenceInput,
  SelectInput,
  ShowButton,
  TextField,
  useListContext,
  useRecordContext,
  useTranslate,
  type Exporter,
} from 'react-admin';
import type { AuditEvent } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { AuditActor } from './AuditActor';
import { DATE_LOCALE } from '../../lib/locale';
import { ListActions } from '../../lib/ListActions';

/** The resources the API audits (api/src/modules: `resource` of each audited write). */
export const AUDITED_RESOURCES = [
  'competitions',
  'seasons',
  'teams',
  'matches',
  'matchgroups',
  'users',
  'news',
  'trophies',
  'awards',
  'newsletter-sends',
];

type UserOption = { id: number; teamName: string; email: string };
const userText = (user: UserOption) => (user ? `${user.teamName} (${user.email})` : '');

const filters = [
  <ReferenceInput
    key="actorId"
    source="actorId"
    reference="users"
    sort={{ field: 'teamName', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput optionText={userText} sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <SelectInput
    key="resource"
    source="resource"
    choices={AUDITED_RESOURCES.map((id) => ({ id, name: id }))}
    translateChoice={false}
    alwaysOn
  />,
  <DateInput key="since" source="since" alwaysOn />,
  <DateInput key="until" source="until" alwaysOn />,
];

/** CSV rows: who by name and e-mail, before and after as JSON text. */
const exporter: Exporter<AuditEvent> = (events, fetchRelated, dataProvider, resource) =>
  defaultExporter(
    events.map((e) => ({
      id: e.id,
      createdAt: e.createdAt,
      actor: e.actor?.teamName ?? '',
      actorEmail: e.actor?.email ?? '',
      action: e.action,
      resource: e.resource,
      resourceId: e.resourceId ?? '',
      before: e.before === null ? '' : JSON.stringify(e.before),
      after: e.after === null ? '' : JSON.stringify(e.after),
    })),
    fetchRelated,
    dataProvider,
    resource,
  );

export function ActionChip() {
  const event = useRecordContext<AuditEvent>();
  if (!event) return null;
  const color =
    event.action === 'delete' ? 'error' : event.action === 'create' ? 'success' : 'info';
  return <Chip size="small" variant="outlined" color={color} label={event.action} />;
}

function AuditEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', m: 4 }}>
      <Typography variant="h6" component="p">
        {translate('resources.audit-events.empty')}
      </Typography>
    </Box>
  );
}

function AuditNoMatch() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography variant="body1" component="p" gutterBottom>
        {translate('resources.audit-events.noMatch')}
      </Typography>
      <Button variant="outlined" onClick={() => setFilters({}, [])}>
        {translate('resources.audit-events.clearFilters')}
      </Button>
    </Box>
  );
}

/** Every admin write, newest first; read-only (a row opens its before/after). */
export function AuditEventList() {
  const translate = useTranslate();
  return (
    <List
      actions={<ListActions />}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={<AuditEmpty />}
      exporter={exporter}
      queryOptions={SILENT_LOAD_ERROR}
      error={<ListLoadError title={translate('resources.audit-events.loadFailed')} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<AuditNoMatch />}>
        <DataTable.Col source="createdAt">
          <DateField locales={DATE_LOCALE} source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorId">
          <AuditActor />
        </DataTable.Col>
        <DataTable.Col source="action">
          <ActionChip />
        </DataTable.Col>
        <DataTable.Col source="resource" />
        <DataTable.Col source="resourceId" disableSort>
          <TextField source="resourceId" emptyText="-" />
        </DataTable.Col>
        <DataTable.Col label={false}>
          <ShowButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
