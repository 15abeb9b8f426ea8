import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { useUserAction } from './useUserAction';

/** Activate / Deactivate (PUT /admin/users/{id}/toggle-status); the server refuses one's own account. */
export function StatusButton() {
  const record = useRecordContext<AdminUser>();
  const translate = useTranslate();
  const { run, pending } = useUserAction();
  if (!record) return null;
  const active = record.isActive;
  return (
    <Button
      label={`resources.users.actions.${active ? 'deactivate' : 'activate'}`}
      disabled={pending}
      onClick={() =>
        run((dp) => dp.toggleUserStatus(record.id), {
          success: `resources.users.status.${active ? 'deactivated' : 'activated'}`,
          failure: translate('resources.users.status.failed'),
        })
      }
    >
      {active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
}
