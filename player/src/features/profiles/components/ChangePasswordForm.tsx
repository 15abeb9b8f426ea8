import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { formError, showServerError, textField, useZodForm } from '../../../lib/forms';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api';
import { changePasswordFormSchema } from '../validation';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Current password, new password and its confirmation. On success this device keeps its session
 * on the new token the server answers; every other device is signed out.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { renewToken } = useSession();
  const form = useZodForm(changePasswordFormSchema, EMPTY);
  const mutation = useChangePassword();
  const [done, setDone] = useState<string | null>(null);
  const error = formError(form);

  const onSubmit = form.handleSubmit((body) => {
    setDone(null);
    mutation.mutate(body, {
      onSuccess: ({ token, message }) => {
        renewToken(token);
        form.reset(EMPTY);
        setDone(message);
      },
      onError: (err) => showServerError(form, err, 'Failed to change password'),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="change-password-title">
      <Typography id="change-password-title" variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        Change Password
      </Typography>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {done && !error && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...textField(form, 'currentPassword')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...textField(form, 'newPassword', 'At least 6 characters')}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...textField(form, 'confirmPassword')}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {mutation.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
