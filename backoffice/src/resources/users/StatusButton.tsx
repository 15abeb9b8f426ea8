import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { RowAction } from './RowAction';
import { useUserAction } from './useUserAction';

/** Activate / Deactivate (PUT /admin/users/{id}/toggle-status); the server refuses one's own account. */
export function StatusButton() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const { run, pending } = useUserAction();
  if (!record) return null;
  const active = record.isActive;
  return (
    <RowAction
      label={`resources.users.actions.${active ? 'deactivate' : 'activate'}`}
      icon={active ? <BlockIcon /> : <CheckCircleIcon />}
      color={active ? 'warning' : 'success'}
      disabled={pending}
      onClick={() =>
        run((dp) => dp.toggleUserStatus(record.id), {
          success: `resources.users.status.${active ? 'deactivated' : 'activated'}`,
          failure: translate('resources.users.status.failed'),
        })
      }
    />
  );
}
