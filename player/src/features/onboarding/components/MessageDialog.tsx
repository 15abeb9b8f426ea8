import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** A small modal with a title, a message and one button (the kit designer's success and error). */
export function MessageDialog({
  open,
  title,
  icon,
  children,
  buttonLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  buttonLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="message-dialog-title"
      aria-describedby="message-dialog-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="message-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="message-dialog-text">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
