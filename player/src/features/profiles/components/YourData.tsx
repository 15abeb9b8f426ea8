import { useState } from 'react';
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import type { User } from '../../../lib/session';
import { useDownloadMyData } from '../yourData';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * /profile's "Your data" card (UK GDPR): download a JSON copy of everything the game keeps about the
 * player, or delete the account (after a confirmation dialog).
 */
export function YourData({ user }: { user: User }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <Card component="section" aria-labelledby="your-data-title">
      <CardContent>
        <Typography
          id="your-data-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          Your Data
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Download a copy of everything we keep about your account, or delete the account and its
          data for good. Read what we keep and for how long in our{' '}
          <Link component={RouterLink} to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
          .
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(download.error, 'Failed to download your data')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            onClick={() => download.mutate()}
            disabled={download.isPending}
          >
            {download.isPending ? 'Preparing your data...' : 'Download my data'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Stack>
      </CardContent>
      <DeleteAccountDialog open={deleting} email={user.email} onClose={() => setDeleting(false)} />
    </Card>
  );
}
