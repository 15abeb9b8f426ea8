import { Box, Button, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  ShowButton,
  SimpleList,
  TextField,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEvent } from '@predictor/contracts/types';
import { ListLoadError, SILENT_LOAD_ERROR } from '../../lib/ListLoadError';
import { AuditActor } from './AuditActor';
import { DATE_LOCALE } from '../../lib/locale';
import { ListActions } from '../../lib/ListActions';
import { ResponsiveListBody } from '../../lib/responsive';
import { auditEventExporter } from './exporter';
import { actionLabel } from './actionLabels';

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

export function ActionChip() {
  const event = useRecordContext<AuditEvent>();
  if (!event) return null;
  const color =
    event.action === 'delete' ? 'error' : event.action === 'create' ? 'success' : 'info';
  return <Chip size="small" variant="outlined" color={color} label={actionLabel(event.action)} />;
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

/** Below 600 px: action and resource; when and who; a tap opens its before/after. */
function AuditSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<AuditEvent>
      rowClick="show"
      empty={<AuditNoMatch />}
      primaryText={(event) =>
        `${actionLabel(event.action)} ${event.resource}${event.resourceId == null ? '' : ` #${event.resourceId}`}`
      }
      secondaryText={(event) =>
        `${new Date(event.createdAt).toLocaleString(DATE_LOCALE)} · ${
          event.actor?.teamName ?? translate('resources.audit-events.deletedActor')
        }`
      }
    />
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
      exporter={auditEventExporter}
      queryOptions={SILENT_LOAD_ERROR}
      error={<ListLoadError title={translate('resources.audit-events.loadFailed')} />}
    >
      <ResponsiveListBody small={<AuditSimpleList />}>
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
      </ResponsiveListBody>
    </List>
  );
}
