import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import type { User } from '../../../lib/session';
import { emailPreferenceBody } from '../api';
import { useSavePreferences } from '../useSavePreferences';
import { DeadlineReminder } from './DeadlineReminder';

/** Whether the player currently receives e-mails: notifications on and not unsubscribed. */
export const receivesEmail = (user: User) =>
  user.preferences.emailNotifications && !user.unsubscribed;

/**
 * The e-mail notifications switch (spec §4): turning on re-subscribes at once; turning off asks
 * first. On failure the switch shows the saved state again with 'Failed to update email preferences'.
 */
export function EmailNotifications({ user }: { user: User }) {
  const {
    save: savePreferences,
    error,
    isPending,
    pending,
  } = useSavePreferences('Failed to update email preferences');
  const [confirming, setConfirming] = useState(false);
  const saved = receivesEmail(user);
  const shown = pending?.emailNotifications ?? saved;
  const save = (on: boolean) => savePreferences(emailPreferenceBody(on));

  return (
    <Card component="section" aria-labelledby="email-notifications-title">
      <CardContent>
        <Typography
          id="email-notifications-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          Email Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Match reminders, results and news from the game, sent to {user.email}.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={shown}
              disabled={isPending}
              onChange={(_, on) => (on ? save(true) : setConfirming(true))}
            />
          }
          label="Receive email notifications"
        />
        <DeadlineReminder user={user} receivesEmail={saved} />
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </CardContent>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="email-off-title"
        aria-describedby="email-off-text"
      >
        <DialogTitle id="email-off-title">Turn off email notifications?</DialogTitle>
        <DialogContent>
          <DialogContentText id="email-off-text">
            You will stop receiving match reminders, results and news by email. You can turn them
            back on here at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              save(false);
            }}
          >
            Turn Off
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
