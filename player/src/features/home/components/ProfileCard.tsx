import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { KitShirt } from '../../../components/KitShirt';
import { paths } from '../../../lib/paths';
import { globalRankQuery } from '../../../lib/players';
import type { User } from '../../../lib/session';
import { establishedLabel } from '../format';

/** Spec §4 global rank: loading, ranked, Unranked (outside the top 1000), no rank yet; silent on failure. */
function RankLine({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(globalRankQuery(userId));
  if (isError) return null;
  let text: string;
  if (isPending || !data) {
    return <Skeleton variant="text" width={140} aria-label="Loading global rank" role="status" />;
  }
  if (!data.hasRank) text = 'No rank yet';
  else if (data.isUnranked || data.rank === null) text = 'Unranked';
  else text = `Global rank: #${data.rank}`;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <EmojiEventsIcon fontSize="small" color="secondary" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Stack>
  );
}

/** The signed-in player's card: kit, team name, public profile, global rank, join date, two shortcuts. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="profile-card-name">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              p: 1,
              borderRadius: 2,
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          >
            <KitShirt
              kitStyle={user.kitStyle}
              primary={user.kitPrimaryColour}
              secondary={user.kitSecondaryColour}
              size={72}
              title={`${user.teamName} kit`}
            />
          </Box>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography
              id="profile-card-name"
              variant="h6"
              component="h2"
              sx={{ lineHeight: 1.25, overflowWrap: 'anywhere', fontWeight: 700 }}
            >
              {user.teamName}
            </Typography>
            <RankLine userId={user.id} />
            <Typography variant="body2" color="text.secondary">
              {establishedLabel(user.createdAt)}
            </Typography>
            <MuiLink component={Link} to={`/users/${user.id}`} variant="body2">
              View public profile
            </MuiLink>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button component={Link} to={paths.leagues} variant="contained" fullWidth>
            View Leagues
          </Button>
          <Button component={Link} to={paths.seasons} variant="outlined" fullWidth>
            Browse Fixtures
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Shown while the player has no kit: an invitation to the kit designer. */
export function CreateKitPrompt({ user }: { user: User }) {
  if (user.kitStyle) return null;
  return (
    <Card
      component="section"
      aria-labelledby="create-kit-title"
      sx={{ borderColor: 'secondary.main', borderStyle: 'dashed' }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <KitShirt size={48} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id="create-kit-title"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 700 }}
            >
              Design your team kit
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Pick a style and your colours; your kit shows beside your name everywhere.
            </Typography>
          </Box>
        </Stack>
        <Button
          component={Link}
          to={paths.kitDesigner}
          variant="contained"
          color="secondary"
          fullWidth
          sx={{ mt: 2 }}
        >
          Create Kit
        </Button>
      </CardContent>
    </Card>
  );
}
