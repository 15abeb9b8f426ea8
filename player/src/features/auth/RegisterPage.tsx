import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@predictor/contracts/constants';
import { formError, showServerError, textField, useZodForm } from '../../lib/forms';
import { paths, safeNextPath, withNext } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { fromRegistrationState } from '../onboarding';
import { useRegister } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { registerFormSchema } from './validation';

const empty = {
  teamName: '',
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
};

/** /register: creates the account, signs in and starts onboarding at the kit designer. */
export function RegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const form = useZodForm(registerFormSchema, empty);
  const mutation = useRegister();
  const error = formError(form);
  const field = (name: keyof typeof empty, hint?: string) => ({
    ...textField(form, name, hint),
    fullWidth: true,
  });

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: ({ token, user }) => {
        signIn(token, user);
        // Onboarding (spec §4): kit designer, then favourite team, then a stored fan league or the
        // welcome page. The state lives in the history entry, so a reload stays in the flow.
        void navigate(paths.kitDesigner, { replace: true, state: fromRegistrationState });
      },
      onError: (err) => showServerError(form, err, 'Registration failed'),
    }),
  );

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
            {...field('password', `At least ${PASSWORD_MIN_LENGTH} characters`)}
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
            <Link component={RouterLink} to={withNext(paths.login, next)}>
              Sign in
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
