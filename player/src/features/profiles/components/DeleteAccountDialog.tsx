import { startTransition, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETE_CONFIRMATION } from '@predictor/contracts/constants';
import { ACCOUNT_DATA_MESSAGES, deleteAccountSchema } from '@predictor/contracts/schemas';
import { ApiError, errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { clearSession } from '../../../lib/storage';
import { useDeleteAccount } from '../yourData';

type Props = { open: boolean; email: string; onClose: () => void };

/**
 * Asks before deleting the account: says what goes, asks for the password and the typed
 * confirmation word; the delete button waits for both. On success the player lands on the home
 * page, signed out, told the account is gone.
 */
export function DeleteAccountDialog({ open, email, onClose }: Props) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const mutation = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const parsed = deleteAccountSchema.safeParse({ password, confirmation });
  const wrongPassword =
    mutation.error instanceof ApiError && mutation.error.code === 'WRONG_PASSWORD';

  const close = () => {
    if (mutation.isPending) return;
    setPassword('');
    setConfirmation('');
    mutation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || mutation.isPending) return;
    mutation.mutate(parsed.data, {
      // The router commits a navigation as a transition; signing out in a transition too, once the
      // navigation is done, makes React show both in one commit: the home page, signed out. Signed
      // out any earlier, this signed-in-only page's guard would send the player to /login instead.
      onSuccess: () => {
        // The token is dead: no call may use it, and the 401 of one already under way (see
        // lib/api.ts) must not send the player to /login.
        clearSession();
        const state = { message: ACCOUNT_DATA_MESSAGES.accountDeleted };
        void Promise.resolve(navigate(paths.home, { replace: true, state })).then(() =>
          startTransition(signOut),
        );
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit} aria-label="Delete account">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText
            id="delete-account-text"
            component="div"
            sx={{ '& p': { mt: 0, mb: 1 }, '& ul': { mt: 0, mb: 1, pl: 3 } }}
          >
            <p>
              Your account{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {email}
              </Box>{' '}
              is deleted at once and for good, with:
            </p>
            <ul>
              <li>your details, team name and kit;</li>
              <li>your predictions and points: you leave every leaderboard and league table;</li>
              <li>your league memberships and trophies.</li>
            </ul>
            <p>
              Leagues you created pass to their next member, or are deleted if nobody else is in
              them. You are signed out on every device.
            </p>
          </DialogContentText>
          <Alert severity="warning" sx={{ mt: 1 }}>
            This cannot be undone. Download your data first if you want a copy.
          </Alert>
          <Stack spacing={2} sx={{ mt: 2 }}>
            {/* Tells password managers whose password this is. */}
            <input hidden readOnly autoComplete="username" value={email} />
            {mutation.isError && (
              <Alert severity="error">
                {errorMessage(mutation.error, 'Failed to delete your account')}
              </Alert>
            )}
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={wrongPassword}
              required
              fullWidth
            />
            <TextField
              label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`}
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              autoComplete="off"
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={!parsed.success || mutation.isPending}
          >
            {mutation.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
