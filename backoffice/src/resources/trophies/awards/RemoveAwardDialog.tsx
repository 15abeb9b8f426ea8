import { useState } from 'react';
import { DialogContentText } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminTrophyAward } from '@predictor/contracts/types';
import type { AdminDataProvider } from '../../../dataProvider';
import { useFailureNotify } from '../../../lib/errors';
import { FailureBanner } from '../../../lib/FailureBanner';

/** The remove-award modal: DELETE /trophies/admin/award/{id}, then `onRemoved`. */
export function RemoveAwardDialog({
  award,
  onClose,
  onRemoved,
}: {
  award: AdminTrophyAward | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useFailureNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!award) return;
    setBusy(true);
    try {
      await dataProvider.removeTrophyAward(award.id);
      notify('resources.trophyAwards.removed', { type: 'info' });
      onRemoved();
    } catch (error) {
      notifyFailure(translate('resources.trophyAwards.removeFailed'))(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen={award !== null}
      loading={busy}
      title="resources.trophyAwards.removeTitle"
      content={
        <>
          <FailureBanner inDialog />
          <DialogContentText>
            {translate('resources.trophyAwards.removeContent', {
              trophy: award?.trophy.name ?? '',
              team: award?.user.teamName ?? '',
            })}
          </DialogContentText>
        </>
      }
      confirm="resources.trophyAwards.remove"
      confirmColor="warning"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
