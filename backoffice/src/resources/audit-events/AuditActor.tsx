import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEvent } from '@predictor/contracts/types';

/** Who made the write: team name over e-mail, or "Deleted user" once the account is gone. */
export function AuditActor() {
  const translate = useTranslate();
  const event = useRecordContext<AuditEvent>();
  if (!event) return null;
  if (!event.actor)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.audit-events.deletedActor')}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2">{event.actor.teamName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {event.actor.email}
      </Typography>
    </Box>
  );
}
