import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { RowAction } from './RowAction';
import { useUserAction } from './useUserAction';

/**
 * Activate / Deactivate (PUT /admin/users/{id}/toggle-status); the server refuses one's own account.
 * Deactivating signs the player out at once, so it asks first, naming the user; activating does not.
 */
export function StatusButton() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const { run, pending } = useUserAction();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const active = record.isActive;
  const toggle = () =>
    run((dp) => dp.toggleUserStatus(record.id), {
      success: `resources.users.status.${active ? 'deactivated' : 'activated'}`,
      failure: translate('resources.users.status.failed'),
    });
  const fullName = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return (
    <>
      <RowAction
        label={`resources.users.actions.${active ? 'deactivate' : 'activate'}`}
        icon={active ? <BlockIcon /> : <CheckCircleIcon />}
        color={active ? 'warning' : 'success'}
        disabled={pending}
        onClick={() => (active ? setOpen(true) : void toggle())}
      />
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.users.status.deactivateTitle"
        content="resources.users.status.deactivateConfirm"
        contentTranslateOptions={{
          name: fullName ? `${record.teamName} (${fullName})` : record.teamName,
        }}
        confirm="resources.users.actions.deactivate"
        onConfirm={async () => {
          await toggle();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
