import { useState } from 'react';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { ReminderLeadHours } from '@predictor/contracts/types';
import { errorMessage } from '../../../lib/api';
import { useSession, type User } from '../../../lib/session';
import { reminderLeadBody, useUpdatePreferences } from '../api';

const CHOICES: { hours: ReminderLeadHours; label: string }[] = [
  { hours: 24, label: '24 hours before' },
  { hours: 2, label: '2 hours before' },
  { hours: 0, label: 'Off' },
];

/**
 * When to be reminded of a week's first deadline (only when a prediction or the banker is missing).
 * Saved at once; disabled while the player receives no e-mail at all.
 */
export function DeadlineReminder({ user, receivesEmail }: { user: User; receivesEmail: boolean }) {
  const { updateUser } = useSession();
  const mutation = useUpdatePreferences();
  const [error, setError] = useState<string | null>(null);
  const shown = mutation.isPending
    ? (mutation.variables?.preferences.reminderLeadHours ?? user.preferences.reminderLeadHours)
    : user.preferences.reminderLeadHours;

  const save = (hours: ReminderLeadHours) => {
    setError(null);
    mutation.mutate(reminderLeadBody(hours), {
      onSuccess: ({ user: next }) => updateUser(next),
      onError: (err) => setError(errorMessage(err, 'Failed to update the deadline reminder')),
    });
  };

  return (
    <FormControl
      component="fieldset"
      disabled={!receivesEmail || mutation.isPending}
      // A block, not MUI's inline-flex: below the e-mail switch at every width, never beside it.
      sx={{ mt: 2, display: 'flex' }}
    >
      <FormLabel component="legend" id="deadline-reminder-label">
        Deadline reminder
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby="deadline-reminder-label"
        value={String(shown)}
        onChange={(_, value) => save(Number(value) as ReminderLeadHours)}
      >
        {CHOICES.map(({ hours, label }) => (
          <FormControlLabel key={hours} value={String(hours)} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {receivesEmail
          ? "An e-mail before a week's first deadline when a prediction or your banker is missing."
          : 'Turn on email notifications to receive deadline reminders.'}
      </FormHelperText>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </FormControl>
  );
}
