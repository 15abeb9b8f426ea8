import { useEffect, useState } from 'react';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { formError, showServerError, textField, useZodForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useResetPassword } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { resetPasswordFormSchema } from './validation';

const REDIRECT_DELAY_MS = 2000;

/** /reset-password?token=…: sets a new password, then goes to /login after 2 seconds. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const mutation = useResetPassword();
  const error = formError(form);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => setDone(message || MESSAGES.passwordReset),
        onError: (err) => showServerError(form, err, 'Failed to reset password'),
      },
    ),
  );

  if (!token) {
    return (
      <AuthCard title="Reset Password">
        <Stack spacing={2}>
          <Alert severity="error">{MESSAGES.invalidResetLink}</Alert>
          <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {done && <Alert severity="success">{done} Redirecting to sign in...</Alert>}
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            {...textField(form, 'password')}
            slotProps={requiredInput}
            fullWidth
            autoFocus
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...textField(form, 'confirmPassword')}
            slotProps={requiredInput}
            fullWidth
          />
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel="Resetting..."
            label="Reset Password"
            disabled={Boolean(done)}
          />
          <Box sx={{ textAlign: 'center' }}>
            <Link component={RouterLink} to={paths.login}>
              Back to Login
            </Link>
          </Box>
        </Stack>
      </Box>
    </AuthCard>
  );
}
