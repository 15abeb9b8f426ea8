import { startTransition, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@predictor/contracts/schemas';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useSignOutEverywhere } from '../api';

/**
 * "Sign out of all devices", after a confirmation: every session ends, this one too, and the
 * player lands on the sign-in page, told what happened.
 */
export function SignOutEverywhere() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const mutation = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    mutation.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        // The router commits a navigation as a transition; signing out in a transition too, once
        // it is done, shows the sign-in page signed out in one commit (as Delete my account does).
        // Signed out any earlier, this signed-in-only page's guard would send the player to
        // /login?next=/profile instead, without the message.
        const state = { message: ACCOUNT_MESSAGES.signedOutEverywhere };
        void Promise.resolve(navigate(paths.login, { state })).then(() => startTransition(signOut));
      },
      onError: (err) => {
        setConfirming(false);
        setError(errorMessage(err, 'Failed to sign out of all devices'));
      },
    });
  };

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 0.5 }}>
        Signed-in Devices
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Lost a phone or signed in somewhere you should not have? Sign out everywhere, this device
        included, then sign in again with your password.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Sign out of all devices
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !mutation.isPending && setConfirming(false)}
        aria-labelledby="sign-out-everywhere-title"
      >
        <DialogTitle id="sign-out-everywhere-title">Sign out of all devices?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every device signed in to your account will be signed out, this one included. Your
            predictions and settings are kept.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
