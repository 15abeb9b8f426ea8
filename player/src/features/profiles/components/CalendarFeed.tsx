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
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import type { User } from '../../../lib/session';
import { useShownOnce } from '../../../lib/useShownOnce';
import {
  calendarLinkQuery,
  useResetCalendarLink,
  withFixtures,
  type CalendarLinks,
} from '../calendarFeed';

type Status = { severity: 'success' | 'error'; text: string } | null;

/** The link, Copy, Add to calendar and Reset link, once the link is known. */
function LinkControls({
  user,
  links,
  fixtures,
}: {
  user: User;
  links: CalendarLinks;
  fixtures: boolean;
}) {
  const reset = useResetCalendarLink(user.id);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const url = withFixtures(links.httpsUrl, fixtures);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ severity: 'success', text: 'Link copied' });
    } catch {
      setStatus({ severity: 'error', text: 'Could not copy the link: select it and copy it.' });
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setStatus({
          severity: 'success',
          text: 'Your calendar link was reset. Add the new link to your calendar.',
        });
      },
    });

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Calendar link"
        value={url}
        fullWidth
        size="small"
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" href={withFixtures(links.webcalUrl, fixtures)}>
          Add to calendar
        </Button>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy link
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          Reset link
        </Button>
      </Stack>
      <div role="status">{status && <Alert severity={status.severity}>{status.text}</Alert>}</div>
      <Dialog
        open={confirming}
        onClose={() => !reset.isPending && setConfirming(false)}
        aria-labelledby="calendar-reset-title"
      >
        <DialogTitle id="calendar-reset-title">Reset your calendar link?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The old link stops working at once; calendars that use it stop updating.
          </DialogContentText>
          {reset.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(reset.error, 'Failed to reset your calendar link')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button color="error" onClick={confirmReset} disabled={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset link'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/**
 * /profile's "Calendar" card: the player's personal calendar feed of prediction deadlines (and,
 * switched on, their favourite team's fixtures), to add to a phone's calendar. The link is asked
 * for (and so made) only once the card is on screen.
 */
export function CalendarFeed({ user }: { user: User }) {
  const [cardRef, shown] = useShownOnce<HTMLElement>();
  const link = useQuery({ ...calendarLinkQuery(user.id), enabled: shown });
  const [fixtures, setFixtures] = useState(false);
  const team = user.favouriteTeam?.name;

  return (
    <Card component="section" aria-labelledby="calendar-title" ref={cardRef}>
      <CardContent>
        <Typography id="calendar-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Calendar
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Add your prediction deadlines to your phone&apos;s calendar. Anyone with this link can see
          your deadlines, so keep it to yourself.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          It shows each round where you still have predictions or your banker to make, in the
          competitions you play: it fills once you have made a prediction in a competition.
        </Typography>
        {team && (
          <FormControlLabel
            sx={{ mb: 1 }}
            control={<Switch checked={fixtures} onChange={(_, on) => setFixtures(on)} />}
            label={`Include ${team}'s fixtures`}
          />
        )}
        {link.isError ? (
          <ErrorBanner
            message={errorMessage(link.error, 'Failed to load your calendar link')}
            onRetry={() => void link.refetch()}
          />
        ) : link.data ? (
          <LinkControls user={user} links={link.data} fixtures={fixtures} />
        ) : (
          <Stack spacing={1.5} role="status" aria-label="Loading your calendar link">
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={36} width={280} sx={{ maxWidth: '100%' }} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
