import { useState, type FormEvent } from 'react';
import { Alert, Box, Link, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { forgotPassword } from './api';
import { AuthCard } from './components/AuthCard';
import { SubmitButton } from './components/SubmitButton';
import { requiredInput } from './components/requiredInput';

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: forgotPassword });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(null);
    const trimmed = email.trim();
    if (!trimmed) {
      setError(MESSAGES.enterEmail);
      return;
    }
    mutation.mutate(trimmed, {
      onSuccess: ({ message }) => setSent(message || MESSAGES.resetEmailSent),
      onError: (err) => setError(errorMessage(err, 'Failed to send reset email')),
    });
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
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
