import { Box, Stack, Typography } from '@mui/material';
import {
  DateField,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEvent } from '@predictor/contracts/types';
import { AuditActor } from './AuditActor';
import { ActionChip } from './AuditEventList';
import { JsonSideBySide } from './JsonSideBySide';
import { DATE_LOCALE } from '../../lib/locale';
import { actionLabel } from './actionLabels';

function EventTitle() {
  const translate = useTranslate();
  const event = useRecordContext<AuditEvent>();
  if (!event) return null;
  return (
    <>
      {translate('resources.audit-events.showTitle', {
        action: actionLabel(event.action),
        resource: event.resource,
        id: event.resourceId ?? '-',
      })}
    </>
  );
}

function EventDetails() {
  const translate = useTranslate();
  const event = useRecordContext<AuditEvent>();
  if (!event) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
        <Labeled source="createdAt">
          <DateField locales={DATE_LOCALE} source="createdAt" showTime />
        </Labeled>
        <Labeled source="actorId">
          <AuditActor />
        </Labeled>
        <Labeled source="action">
          <ActionChip />
        </Labeled>
        <Labeled source="resource">
          <TextField source="resource" />
        </Labeled>
        <Labeled source="resourceId">
          <TextField source="resourceId" emptyText="-" />
        </Labeled>
      </Stack>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.audit-events.changes')}
      </Typography>
      <JsonSideBySide before={event.before} after={event.after} />
    </Box>
  );
}

/** One audited write: who, when, what, and its before/after side by side. Read-only. */
export function AuditEventShow() {
  return (
    <Show
      title={<EventTitle />}
      actions={
        <TopToolbar>
          <ListButton label="resources.audit-events.backToLog" />
        </TopToolbar>
      }
    >
      <EventDetails />
    </Show>
  );
}
