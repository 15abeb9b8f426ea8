import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { errorMessage } from '../../../lib/api';
import { useRemoveMember, type League, type LeagueMember } from '../api';

/** Asks before removing `member` from the league (open while a member is given). */
export function RemoveMemberDialog({
  league,
  member,
  onClose,
}: {
  league: League;
  member: LeagueMember | null;
  onClose: () => void;
}) {
  const remove = useRemoveMember(league.id);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={member !== null} onClose={close} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">Remove member</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>
          {member && `Are you sure you want to remove ${member.user.teamName} from this league?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            member &&
            remove.mutate(member.user.id, {
              onSuccess: close,
              onError: (error) =>
                setFailure(errorMessage(error, 'Failed to remove user from league')),
            })
          }
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
