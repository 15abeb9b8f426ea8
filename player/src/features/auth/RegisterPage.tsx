import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@predictor/contracts';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { register } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { checkRegisterForm, type RegisterForm } from './validation';

const empty: RegisterForm = {
  teamName: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

/** /register: creates the account and signs in. */
export function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(empty);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });

  const field = (name: keyof RegisterForm) => ({
    name,
    value: form[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [name]: e.target.value })),
    fullWidth: true,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkRegisterForm(form);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    mutation.mutate(checked.body, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        // The kit designer (/kit-designer, state fromRegistration) takes over here once it exists.
        navigate(paths.home, { replace: true });
      },
      onError: (err) => setError(errorMessage(err, 'Registration failed')),
    });
  };

  return (
    <AuthCard title="Create Account" subtitle="Register your team and start predicting.">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Team Name"
            autoComplete="nickname"
            slotProps={requiredInput}
            autoFocus
            {...field('teamName')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            slotProps={requiredInput}
            {...field('email')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name (optional)"
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label="Last Name (optional)"
              autoComplete="family-name"
              {...field('lastName')}
            />
          </Stack>
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            slotProps={requiredInput}
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters`}
            {...field('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            slotProps={requiredInput}
            {...field('confirmPassword')}
          />
          <Typography variant="body2" color="text.secondary">
            By creating an account you agree to our{' '}
            <Link component={RouterLink} to={paths.terms}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to={paths.privacyPolicy}>
              Privacy Policy
            </Link>
            .
          </Typography>
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel="Creating account..."
            label="Create Account"
          />
          <Typography variant="body2" align="center" color="text.secondary">
            Already have an account?{' '}
            <Link component={RouterLink} to={paths.login}>
              Sign in
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
