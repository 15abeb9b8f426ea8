import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupIcon from '@mui/icons-material/Group';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/numbers';
import { paths, withNext } from '../../../lib/paths';
import { positionOf } from '../../../lib/positions';
import { useSession } from '../../../lib/session';
import { useJoinLeague, type League, type MyMembership } from '../api';
import { LEAGUE_TYPE_LABELS } from '../rules';

/** "12 members", "10,000 members" or "12 / 50 members". */
export const membersLabel = (league: Pick<League, 'currentMembers' | 'maxMembers'>) =>
  `${formatNumber(league.currentMembers)}${league.maxMembers ? ` / ${formatNumber(league.maxMembers)}` : ''} ${
    league.currentMembers === 1 && !league.maxMembers ? 'member' : 'members'
  }`;

/**
 * One league in the grid: name, season, type, members, the caller's position when they play in it
 * ('3rd of 141', '=2nd of 12' when shared), description; View for members (and for a site admin's
 * private-league view), Join for the open types, 'Requires invite code' otherwise.
 */
export function LeagueCard({
  league,
  membership,
}: {
  league: League;
  membership?: Pick<MyMembership, 'position' | 'tied' | 'league'>;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const join = useJoinLeague();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `league-${league.id}-name`;
  const canView = league.isMember || league.visibleAsAdmin;

  const onJoin = () => {
    setFailure(null);
    join.mutate(league.id, {
      onSuccess: () => navigate(paths.league(league.id)),
      onError: (error) => setFailure(errorMessage(error, 'Failed to join league')),
    });
  };

  let action;
  if (canView) {
    action = (
      <Button component={RouterLink} to={paths.league(league.id)} variant="outlined" size="small">
        View
      </Button>
    );
  } else if (league.type === 'invite_only') {
    action = (
      <Chip
        icon={<LockIcon />}
        label="Requires invite code"
        size="small"
        variant="outlined"
        sx={{ borderColor: 'divider' }}
      />
    );
  } else if (!user) {
    action = (
      <Button
        component={RouterLink}
        to={withNext(paths.login, paths.league(league.id))}
        variant="contained"
        size="small"
      >
        Sign in to join
      </Button>
    );
  } else {
    action = (
      <Button
        variant="contained"
        size="small"
        onClick={onJoin}
        disabled={join.isPending}
        aria-describedby={titleId}
      >
        {join.isPending ? 'Joining...' : 'Join'}
      </Button>
    );
  }

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            <Link
              component={RouterLink}
              to={paths.league(league.id)}
              color="inherit"
              underline="hover"
            >
              {league.name}
            </Link>
          </Typography>
          <Chip
            label={LEAGUE_TYPE_LABELS[league.type]}
            size="small"
            color={league.type === 'official' ? 'primary' : 'default'}
            sx={{ flexShrink: 0 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {league.season.name}
        </Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 1 }}>
          <GroupIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
          <Typography variant="body2">{membersLabel(league)}</Typography>
        </Stack>
        {membership && (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5 }}>
            <EmojiEventsIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Your position:{' '}
              {positionOf(membership.position, membership.league.currentMembers, membership.tied)}
            </Typography>
          </Stack>
        )}
        {league.description && (
          <Typography
            variant="body2"
            sx={{
              mt: 1.5,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {league.description}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {failure}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Box sx={{ ml: 'auto' }}>{action}</Box>
      </CardActions>
    </Card>
  );
}
