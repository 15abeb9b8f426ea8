import { Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, withNext } from '../../../lib/paths';

/** On an open match for a guest: sign up to predict, or log in and come back here. */
export function GuestPrompt() {
  const location = useLocation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 'auto' }}>
      <Button component={RouterLink} to={paths.register} variant="contained" size="small">
        Sign up &amp; enter your prediction
      </Button>
      <Link
        component={RouterLink}
        to={withNext(paths.login, location.pathname + location.search)}
        variant="body2"
      >
        Log in
      </Link>
    </Stack>
  );
}
