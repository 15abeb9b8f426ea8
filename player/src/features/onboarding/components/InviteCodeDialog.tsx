import { useState } from 'react';
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
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useJoinByCode } from '../api';

/**
 * The welcome page's invite-code modal (spec §4): a trimmed code is required; joining opens the
 * league (league lists cleared); Cancel, Escape or a click on the backdrop close it.
 */
export function InviteCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const join = useJoinByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (join.isPending) return;
    setCode('');
    setError(null);
    join.reset();
    onClose();
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const inviteCode = code.trim();
    if (!inviteCode) {
      setError(MESSAGES.enterInviteCode);
      return;
    }
    setError(null);
    join.mutate(inviteCode, {
      onSuccess: ({ membership }) => void navigate(paths.league(membership.leagueId)),
      onError: (err) => setError(errorMessage(err, MESSAGES.invalidInviteCode)),
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="invite-code-title" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit}>
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
            value={code}
            onChange={(event) => setCode(event.target.value)}
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
          <Button type="submit" variant="contained" disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join League'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
