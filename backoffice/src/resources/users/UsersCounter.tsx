import { Typography } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { formatCount } from '../../lib/responsive';
import { DEFAULT_USER_SORT } from './sort';

/**
 * "{filtered} of {total} users": the filtered total comes with the list's page; the unfiltered total
 * from one more page of a single user without filters (the server counts, nothing is loaded).
 */
export function UsersCounter() {
  const translate = useTranslate();
  const { total: filtered } = useListContext();
  const { total } = useGetList('users', {
    pagination: { page: 1, perPage: 1 },
    sort: DEFAULT_USER_SORT,
    filter: {},
  });
  if (filtered == null || total == null) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: 'auto' }}>
      {translate('resources.users.counter', {
        filtered: formatCount(filtered),
        total: formatCount(total),
      })}
    </Typography>
  );
}
