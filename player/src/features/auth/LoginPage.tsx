import { useState } from 'react';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formError, showServerError, textField, useZodForm } from '../../lib/forms';
import { paths, safeNextPath, withNext } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useJoinPendingFanLeague } from '../fan-leagues';
import { useLogin } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { loginFormSchema } from './validation';

/**
 * /login: email and password; then the fan league stored on its landing page, else back to `?next=`
 * (a same-site path), else home.
 */
export function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const form = useZodForm(loginFormSchema, { email: '', password: '' });
  const mutation = useLogin();
  const joinPendingFanLeague = useJoinPendingFanLeague();
  const [joining, setJoining] = useState(false);
  const error = formError(form);
  // A page that signed the player out says why (e.g. "signed out of all devices").
  const notice = (useLocation().state as { message?: unknown } | null)?.message;

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: async ({ token, user }) => {
        signIn(token, user);
        // A fan league chosen before signing in (spec §2 Login): join it and open it; if the
        // join fails, home without a word.
        setJoining(true);
        const fanLeague = await joinPendingFanLeague();
        if (fanLeague.stored) {
          const to = fanLeague.leagueId === null ? paths.home : paths.league(fanLeague.leagueId);
          void navigate(to, { replace: true });
        } else void navigate(next ?? paths.home, { replace: true });
      },
      onError: (err) => showServerError(form, err, 'Login failed'),
    }),
  );

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to make your predictions.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {typeof notice === 'string' && !error && (
            <Alert severity="info" role="status">
              {notice}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...textField(form, 'email')}
            slotProps={requiredInput}
            fullWidth
            autoFocus
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...textField(form, 'password')}
            slotProps={requiredInput}
            fullWidth
          />
          <Box sx={{ textAlign: 'right' }}>
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <SubmitButton
            pending={mutation.isPending || joining}
            pendingLabel="Signing in..."
            label="Sign In"
          />
          <Typography variant="body2" align="center" color="text.secondary">
            Don&apos;t have an account?{' '}
            <Link component={RouterLink} to={withNext(paths.register, next)}>
              Create one
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
