import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import KeyIcon from '@mui/icons-material/VpnKey';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { Link, useLocation } from 'react-router-dom';
import { ScoringRules } from '../../components/ScoringRules';
import { PageContainer } from '../../components/PageContainer';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { InviteCodeDialog } from './components/InviteCodeDialog';
import { messageFrom } from './navigationState';

function Option({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action: { to: string } | { onClick: () => void };
}) {
  const area = 'to' in action ? { component: Link, to: action.to } : { onClick: action.onClick };
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea {...area} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%' }}>
          <Stack spacing={1.25}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'action.selected',
                color: 'primary.main',
              }}
            >
              {icon}
            </Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /new-user: the welcome page after onboarding (spec §2): where to start, how scoring works. */
export function NewUserPage() {
  const { user } = useSession();
  const location = useLocation();
  const message = messageFrom(location.state);
  const [inviteOpen, setInviteOpen] = useState(false);

  return (
    <PageContainer
      title={`Welcome, ${user?.teamName ?? 'new player'}!`}
      subtitle="You're all set. Here's how to get started."
    >
      <Stack spacing={3}>
        {message && <Alert severity="success">{message}</Alert>}
        <Box
          component="ul"
          aria-label="Get started"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <li>
            <Option
              icon={<EmojiEventsIcon />}
              title="Browse Leagues"
              text="Join an official, public or fan league and compete with other fans."
              action={{ to: paths.leagues }}
            />
          </li>
          <li>
            <Option
              icon={<KeyIcon />}
              title="Enter Invite Code"
              text="Got a code from a friend? Join their private league."
              action={{ onClick: () => setInviteOpen(true) }}
            />
          </li>
          <li>
            <Option
              icon={<SportsSoccerIcon />}
              title="Browse Matches"
              text="See the upcoming fixtures and make your first predictions."
              action={{ to: paths.seasons }}
            />
          </li>
        </Box>

        <Card component="section" aria-labelledby="new-user-scoring">
          <CardContent>
            <Typography
              id="new-user-scoring"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              How Scoring Works
            </Typography>
            <ScoringRules />
          </CardContent>
        </Card>

        <Box sx={{ textAlign: 'center' }}>
          <Button component={Link} to={paths.home} color="inherit" size="large">
            Skip for now
          </Button>
        </Box>
      </Stack>
      <InviteCodeDialog open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </PageContainer>
  );
}
