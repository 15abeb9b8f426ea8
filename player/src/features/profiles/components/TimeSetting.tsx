import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import type { User } from '../../../lib/session';
import { ukTimeBody } from '../api';
import { useSavePreferences } from '../useSavePreferences';

/**
 * "Show times in UK time": match times read in UTC (the spec's) until the player turns this on;
 * then in UK time, BST or GMT named. Saved at once; the reminder and recap e-mails follow it too.
 */
export function TimeSetting({ user }: { user: User }) {
  const { save, error, isPending, pending } = useSavePreferences(
    'Failed to update the time setting',
  );
  const shown = pending?.ukTime ?? user.preferences.ukTime;

  return (
    <Card component="section" aria-labelledby="times-title">
      <CardContent>
        <Typography id="times-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Times
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Kick-offs and deadlines show in UTC unless you choose UK time (BST in summer, GMT in
          winter). Your reminder and recap e-mails follow this setting.
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={shown}
              disabled={isPending}
              onChange={(_, on) => save(ukTimeBody(on))}
            />
          }
          label="Show times in UK time"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
