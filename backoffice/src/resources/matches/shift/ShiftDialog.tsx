import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  useDataProvider,
  useGetMany,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { AdminMatch } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../../dataProvider';
import { failureMessage, useFailureNotify } from '../../../lib/errors';
import { SHIFT_UNITS, shiftMinutes, shiftPreview, type ShiftUnit } from './shift';
import { ShiftPreviewTable } from './ShiftPreviewTable';
import { FailureBanner } from '../../../lib/FailureBanner';

/**
 * The kick-off shift: an amount and a unit (negative moves earlier), a preview of every selected
 * match's kick-off and predictions close before → after, and Confirm (POST /admin/matches/shift).
 */
export function ShiftDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: Identifier[];
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.shift.${key}`, options);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const refresh = useRefresh();
  const { data, error, isPending } = useGetMany('matches', { ids });
  const matches = (data ?? []) as AdminMatch[];
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<ShiftUnit>('hours');
  const [saving, setSaving] = useState(false);
  const shift = shiftMinutes(amount, unit);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const confirm = async () => {
    if (!shift.ok) return;
    setSaving(true);
    try {
      const { updated } = await dataProvider.shiftMatches(ids, shift.minutes);
      notify('app.shift.done', {
        type: 'success',
        messageArgs: { smart_count: updated, count: updated },
      });
      refresh();
      onDone();
    } catch (failure) {
      notifyFailure(t('failed'))(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !saving && onClose()}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="shift-title"
    >
      <DialogTitle id="shift-title">{t('title')}</DialogTitle>
      <DialogContent>
        <FailureBanner inDialog />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('intro', { smart_count: ids.length, count: ids.length })}
        </Typography>
        <Stack direction="row" sx={{ gap: 2, mb: 2 }}>
          <TextField
            label={t('amount')}
            type="number"
            size="small"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount !== '' && !shift.ok}
            helperText={amount !== '' && !shift.ok ? shift.message : ' '}
            slotProps={{ htmlInput: { step: 1 } }}
            sx={{ width: 160 }}
          />
          <TextField
            select
            label={t('unit')}
            size="small"
            value={unit}
            onChange={(e) => setUnit(e.target.value as ShiftUnit)}
            sx={{ width: 160 }}
          >
            {SHIFT_UNITS.map((u) => (
              <MenuItem key={u} value={u}>
                {t(u)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error ? (
          <Alert severity="error">{failureMessage(error, t('loadFailed'))}</Alert>
        ) : isPending ? null : (
          <ShiftPreviewTable
            rows={shiftPreview(matches, shift.ok ? shift.minutes : 0)}
            moved={shift.ok}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!shift.ok || saving || isPending || !!error}
        >
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
