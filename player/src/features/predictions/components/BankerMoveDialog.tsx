import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { Match } from '../api';
import { bankerMoveQuestion } from '../lib/banker';

type Move = { from: Match; to: Match };

/** "Move your banker from {home} v {away} to {home} v {away}?" with Move and Cancel. */
export function BankerMoveDialog({
  move,
  onMove,
  onCancel,
}: {
  move: Move | null;
  onMove: () => void;
  onCancel: () => void;
}) {
  // The question stays while the dialog fades out after Move or Cancel.
  const [shown, setShown] = useState<Move | null>(move);
  if (move && move !== shown) setShown(move);
  return (
    <Dialog open={move !== null} onClose={onCancel} aria-labelledby="banker-move-question">
      <DialogContent>
        <DialogContentText id="banker-move-question" sx={{ color: 'text.primary' }}>
          {shown && bankerMoveQuestion(shown.from, shown.to)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onMove} autoFocus>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
