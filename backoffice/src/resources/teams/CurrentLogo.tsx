import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminTeam } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../dataProvider';
import { useFailureNotify } from '../../lib/errors';

/** The stored logo of the team being edited, with Delete Current Logo (after a confirmation). */
export function CurrentLogo() {
  const translate = useTranslate();
  const record = useRecordContext<AdminTeam>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!record) return null;

  const deleteLogo = async () => {
    setDeleting(true);
    try {
      await dataProvider.deleteTeamLogo(record.id);
      notify('resources.teams.logoDeleted', { type: 'info' });
      refresh();
    } catch (error) {
      notifyFailure(translate('resources.teams.logoDeleteFailed'))(error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" gutterBottom>
        {translate('resources.teams.currentLogo')}
      </Typography>
      {record.logoUrl ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            component="img"
            src={record.logoUrl}
            alt={translate('resources.teams.logoAlt', { name: record.name })}
            sx={{
              width: 64,
              height: 64,
              objectFit: 'contain',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
            }}
          />
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirming(true)}
            disabled={deleting}
          >
            {translate('resources.teams.deleteLogo')}
          </Button>
          <Confirm
            isOpen={confirming}
            loading={deleting}
            title={translate('resources.teams.deleteLogoTitle', { name: record.name })}
            content={translate('resources.teams.deleteLogoContent')}
            confirm="ra.action.delete"
            confirmColor="warning"
            onConfirm={deleteLogo}
            onClose={() => setConfirming(false)}
          />
        </Box>
      ) : (
        <Typography variant="body2">{translate('resources.teams.noLogo')}</Typography>
      )}
    </Box>
  );
}
