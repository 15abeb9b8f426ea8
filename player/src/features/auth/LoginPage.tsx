import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { login } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';

/** /login: email and password; back to the page that asked for a session, else home. */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: login });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(MESSAGES.fillAllFields);
      return;
    }
    mutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ token, user }) => {
          signIn(token, user);
          const from = (location.state as { from?: string } | null)?.from;
          navigate(from && from.startsWith('/') ? from : paths.home, { replace: true });
        },
        onError: (err) => setError(errorMessage(err, 'Login failed')),
      },
    );
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to make your predictions.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            slotProps={requiredInput}
            fullWidth
            autoFocus
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={requiredInput}
            fullWidth
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <SubmitButton pending={mutation.isPending} pendingLabel="Signing in..." label="Sign In" />
          <Typography variant="body2" align="center" color="text.secondary">
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={paths.register}>
              Create one
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
