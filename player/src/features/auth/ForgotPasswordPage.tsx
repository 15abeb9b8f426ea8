import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { formError, showServerError, textField, useZodForm } from '../../lib/forms';
import { paths } from '../../lib/paths';
import { useForgotPassword } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';
import { forgotPasswordFormSchema } from './validation';

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordFormSchema, { email: '' });
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useForgotPassword();
  const error = formError(form);

  const onSubmit = (event: FormEvent) => {
    setSent(null);
    void form.handleSubmit((body) =>
      mutation.mutate(body, {
        onSuccess: ({ message }) => setSent(message || MESSAGES.resetEmailSent),
        onError: (err) => showServerError(form, err, 'Failed to send reset email'),
      }),
    )(event);
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          {sent && <Alert severity="success">{sent}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...textField(form, 'email')}
            slotProps={requiredInput}
            fullWidth
            autoFocus
          />
          <SubmitButton
            pending={mutation.isPending}
            pendingLabel="Sending..."
            label="Send Reset Link"
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
