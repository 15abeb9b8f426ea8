import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useJoinByCodeForm } from '../../leagues';

/**
 * The welcome page's invite-code modal (spec §4): joining by code as on the leagues page opens the
 * league; Cancel, Escape or a click on the backdrop close it (not while joining).
 */
export function InviteCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { submit, input, error, pending, reset } = useJoinByCodeForm();

  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-code-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="invite-code-title">Enter Invite Code</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Got a code from a friend? Enter it to join their private league.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label="Invite Code"
            {...input}
            autoFocus
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Joining...' : 'Join League'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
