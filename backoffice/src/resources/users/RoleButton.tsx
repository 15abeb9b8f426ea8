import { useState } from 'react';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { Role } from '@predictor/contracts/constants';
import type { AdminUser } from '@predictor/contracts/types';
import { RowAction } from './RowAction';
import { useUserAction } from './useUserAction';

/**
 * Make Admin / Make User, after the spec's confirmation (§6). The server refuses an admin's own
 * demotion; that refusal is shown as it comes.
 */
export function RoleButton() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const { run, pending } = useUserAction();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const role: Role = record.role === 'admin' ? 'user' : 'admin';

  const confirm = async () => {
    await run((dp) => dp.setUserRole(record.id, role), {
      success: 'resources.users.role.changed',
      successArgs: { role },
      failure: translate('resources.users.role.failed'),
    });
    setOpen(false);
  };

  return (
    <>
      <RowAction
        label={`resources.users.actions.${role === 'admin' ? 'makeAdmin' : 'makeUser'}`}
        icon={role === 'admin' ? <AdminPanelSettingsIcon /> : <PersonOffIcon />}
        color="secondary"
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.users.role.title"
        content="resources.users.role.confirm"
        contentTranslateOptions={{ role }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
