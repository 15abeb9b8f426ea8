import { useState } from 'react';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, withNext } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import type { League } from '../api';
import { JoinByCodeForm } from './JoinByCodeForm';
import { membersLabel } from './LeagueCard';

/**
 * An invite-only league opened by its link from outside (the API's preview): its competition and
 * member count, and 'Enter invite code' (guests sign in first and come back here); its standings
 * and predictions stay with its members.
 */
export function LeaguePreview({ league }: { league: League }) {
  const { user } = useSession();
  const location = useLocation();
  const [entering, setEntering] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="league-preview-title"
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <LockIcon color="action" aria-hidden />
        <Typography id="league-preview-title" variant="h6" component="h2">
          Invite-only league
        </Typography>
      </Stack>
      <Typography sx={{ mb: 0.5 }}>
        <Link component={RouterLink} to={paths.season(league.season.id)}>
          {league.season.name}
        </Link>{' '}
        · {membersLabel(league)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Its standings and members&apos; predictions are for its members. Got a code from a friend?
        Enter it to join.
      </Typography>
      {!user ? (
        <Button
          component={RouterLink}
          to={withNext(paths.login, location.pathname)}
          variant="contained"
        >
          Enter invite code
        </Button>
      ) : entering ? (
        <Box>
          <JoinByCodeForm />
        </Box>
      ) : (
        <Button variant="contained" onClick={() => setEntering(true)}>
          Enter invite code
        </Button>
      )}
    </Paper>
  );
}
