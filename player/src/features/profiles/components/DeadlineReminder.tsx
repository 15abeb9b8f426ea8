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
import type { User } from '../../../lib/session';
import { reminderLeadBody } from '../api';
import { useSavePreferences } from '../useSavePreferences';

const CHOICES: { hours: ReminderLeadHours; label: string }[] = [
  { hours: 24, label: '24 hours before' },
  { hours: 2, label: '2 hours before' },
  { hours: 0, label: 'Off' },
];

/**
 * When to be reminded of a week's first deadline (only when a prediction or the banker is missing).
 * Saved at once; the time of both the e-mail and the push reminder (Notifications card); disabled while
 * the player gets reminders neither way (no e-mail at all and no push reminders).
 */
export function DeadlineReminder({ user, receivesEmail }: { user: User; receivesEmail: boolean }) {
  const { save, error, isPending, pending } = useSavePreferences(
    'Failed to update the deadline reminder',
  );
  const shown = pending?.reminderLeadHours ?? user.preferences.reminderLeadHours;
  const reminded = receivesEmail || user.preferences.pushReminders;

  return (
    <FormControl
      component="fieldset"
      disabled={!reminded || isPending}
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
        onChange={(_, value) => save(reminderLeadBody(Number(value) as ReminderLeadHours))}
      >
        {CHOICES.map(({ hours, label }) => (
          <FormControlLabel key={hours} value={String(hours)} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {reminded
          ? "A reminder before a week's first deadline when a prediction or your banker is missing."
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
