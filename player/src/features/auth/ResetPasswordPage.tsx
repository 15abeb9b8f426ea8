import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { resetPassword } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { checkNewPassword } from './validation';

const REDIRECT_DELAY_MS = 2000;

/** /reset-password?token=…: sets a new password, then goes to /login after 2 seconds. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: (pw: string) => resetPassword(token, pw) });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = checkNewPassword(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    mutation.mutate(password, {
      onSuccess: ({ message }) => setDone(message || MESSAGES.passwordReset),
      onError: (err) => setError(errorMessage(err, 'Failed to reset password')),
    });
  };

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
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={requiredInput}
            fullWidth
            autoFocus
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
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
