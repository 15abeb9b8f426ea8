import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { NoticeChannelPreference } from '@predictor/contracts/types';
import { errorMessage } from '../../../lib/api';
import type { User } from '../../../lib/session';
import {
  PUSH_MESSAGES,
  PushSetupError,
  pushDevicesQuery,
  pushSupported,
  useTestPush,
  useThisDevice,
  useThisDeviceChange,
} from '../pushDevice';
import { useSavePreferences } from '../useSavePreferences';
import { receivesEmail } from './EmailNotifications';

const KINDS: { label: string; email: NoticeChannelPreference; push: NoticeChannelPreference }[] = [
  { label: 'Deadline reminders', email: 'emailReminders', push: 'pushReminders' },
  { label: 'Round results', email: 'emailResults', push: 'pushResults' },
  { label: 'Trophies and medals', email: 'emailTrophies', push: 'pushTrophies' },
];

/**
 * How each notice reaches the player (issue 30 item 2): deadline reminders, round results, trophies
 * and medals, each by e-mail and by push, saved at once; and this browser's notifications, turned on
 * only when the player asks (the browser's permission prompt comes then).
 */
export function Notifications({ user }: { user: User }) {
  const { save, error, isPending, pending } = useSavePreferences(
    'Failed to update notification preferences',
  );
  const shown = { ...user.preferences, ...pending };
  const email = receivesEmail(user);

  return (
    <Card component="section" aria-labelledby="notifications-title">
      <CardContent>
        <Typography
          id="notifications-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Choose how each notice reaches you: by e-mail, as a notification on your devices, or both.
          {!email && ' Turn on email notifications to choose e-mails.'}
        </Typography>
        {KINDS.map((kind) => (
          <Box
            key={kind.label}
            role="group"
            aria-label={kind.label}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5 }}
          >
            <Typography component="span" sx={{ flex: '1 1 12rem' }}>
              {kind.label}
            </Typography>
            {/* The two switches stay together: on a phone they go under the label, side by side. */}
            <Box sx={{ display: 'flex', columnGap: 2 }}>
              <FormControlLabel
                label="E-mail"
                control={
                  <Switch
                    checked={email && Boolean(shown[kind.email])}
                    disabled={!email || isPending}
                    onChange={(_, on) => save({ preferences: { [kind.email]: on } })}
                    slotProps={{ input: { 'aria-label': `${kind.label} by e-mail` } }}
                  />
                }
              />
              <FormControlLabel
                label="Push"
                control={
                  <Switch
                    checked={Boolean(shown[kind.push])}
                    disabled={isPending}
                    onChange={(_, on) => save({ preferences: { [kind.push]: on } })}
                    slotProps={{ input: { 'aria-label': `${kind.label} by push` } }}
                  />
                }
              />
            </Box>
          </Box>
        ))}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <ThisDevice />
      </CardContent>
    </Card>
  );
}

const devicesText = (count: number) =>
  count === 0
    ? 'Push notifications are off on all your devices.'
    : `Notifications are on for ${count} ${count === 1 ? 'device' : 'devices'}.`;

/** This browser: turn on (asks for permission first), turn off, send a test; the devices' count. */
function ThisDevice() {
  const supported = pushSupported();
  const devices = useQuery(pushDevicesQuery());
  const thisDevice = useThisDevice();
  const change = useThisDeviceChange();
  const test = useTestPush();
  const count = devices.data?.devices.length ?? 0;
  const blocked = supported && Notification.permission === 'denied';
  const changeError =
    change.error instanceof PushSetupError
      ? change.error.message
      : change.error && errorMessage(change.error, PUSH_MESSAGES.failed);

  return (
    <Box sx={{ mt: 2 }}>
      {devices.data && <Typography variant="body2">{devicesText(count)}</Typography>}
      {!supported ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {PUSH_MESSAGES.unsupported}
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {thisDevice.data ? (
            <Button
              variant="outlined"
              color="error"
              disabled={change.isPending}
              onClick={() => change.mutate(false)}
            >
              Turn off on this device
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={change.isPending || thisDevice.isPending}
              onClick={() => change.mutate(true)}
            >
              Turn on notifications on this device
            </Button>
          )}
          {count > 0 && (
            <Button variant="text" disabled={test.isPending} onClick={() => test.mutate()}>
              Send a test notification
            </Button>
          )}
        </Stack>
      )}
      {blocked && !changeError && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {PUSH_MESSAGES.blocked}
        </Alert>
      )}
      {changeError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {changeError}
        </Alert>
      )}
      {test.data && (
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {test.data.sent === 1
            ? 'Test notification sent to 1 device.'
            : `Test notification sent to ${test.data.sent} devices.`}
        </Typography>
      )}
      {test.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(test.error, 'The test notification could not be sent.')}
        </Alert>
      )}
    </Box>
  );
}
