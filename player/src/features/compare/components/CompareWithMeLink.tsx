import { Button, IconButton } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/**
 * "Compare with me": opens the head to head with this player (in `seasonId` when given). Shown only
 * to a signed-in player, and never on their own profile or row. `icon` is the compact form for a
 * table row, named for the player it compares with.
 */
export function CompareWithMeLink({
  userId,
  teamName,
  seasonId,
  variant = 'button',
}: {
  userId: number;
  teamName: string;
  seasonId?: number | null;
  variant?: 'button' | 'icon';
}) {
  const { user } = useSession();
  if (!user || user.id === userId) return null;
  const to = paths.compare(userId, seasonId);
  if (variant === 'icon')
    return (
      <IconButton
        component={RouterLink}
        to={to}
        size="small"
        aria-label={`Compare ${teamName} with me`}
        title="Compare with me"
        sx={{ ml: 'auto', flexShrink: 0, color: 'text.secondary' }}
      >
        <CompareArrowsIcon fontSize="small" />
      </IconButton>
    );
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<CompareArrowsIcon />}>
      Compare with me
    </Button>
  );
}
