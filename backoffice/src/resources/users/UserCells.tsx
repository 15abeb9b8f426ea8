import { Chip, Typography } from '@mui/material';
import { DateField, useTranslate } from 'react-admin';
import type { AdminUser } from '@predictor/contracts/types';
import { DATE_LOCALE } from '../../lib/locale';

/** The cells of the users table that are more than a field. */

/** The user's full name (when given) above their e-mail. */
export function UserCell({ user }: { user: AdminUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Typography variant="body2">{name || '—'}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
    </>
  );
}

export function RoleChip({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`resources.users.roles.${user.role}`)}
      color={user.role === 'admin' ? 'secondary' : 'default'}
      variant={user.role === 'admin' ? 'filled' : 'outlined'}
    />
  );
}

export function StatusChip({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`resources.users.statuses.${user.isActive ? 'active' : 'inactive'}`)}
      color={user.isActive ? 'success' : 'default'}
      variant={user.isActive ? 'filled' : 'outlined'}
    />
  );
}

export function LastLogin({ user }: { user: AdminUser }) {
  const translate = useTranslate();
  if (!user.lastLogin) return <>{translate('resources.users.never')}</>;
  return (
    <DateField
      locales={DATE_LOCALE}
      record={user}
      source="lastLogin"
      showTime
      options={{ dateStyle: 'short', timeStyle: 'short' }}
    />
  );
}
