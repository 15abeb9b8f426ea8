import { useEffect } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { KitShirt } from '../../components/KitShirt';
import { UserNotFound } from '../../components/NotFound';
import { TeamCrest } from '../../components/TeamCrest';
import { ApiError, errorMessage } from '../../lib/api';
import { formatLongDate } from '../../lib/dates';
import { paths } from '../../lib/paths';
import { publicProfileQuery, type PublicProfile } from '../../lib/players';
import { useSession } from '../../lib/session';
import { CompareWithMeLink } from '../compare';
import { FeaturedTrophies } from '../trophies';
import { FormCard } from './components/FormCard';
import { RankLine } from './components/RankLine';
import { ShareButton } from './components/ShareButton';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Predictor`;
  }, [title]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}

function Problem({ heading, message }: { heading: string; message?: string }) {
  return (
    <Frame title={heading}>
      <Card variant="outlined" sx={{ textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          {message && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {message}
            </Typography>
          )}
          <Button component={Link} to={paths.home} variant="contained" sx={{ mt: 3 }}>
            Return to Home
          </Button>
        </CardContent>
      </Card>
    </Frame>
  );
}

function ProfileSkeleton() {
  return (
    <Frame title="Profile">
      <Stack spacing={3} role="status" aria-label="Loading user profile">
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    </Frame>
  );
}

function FavouriteTeam({ team }: { team: PublicProfile['favouriteTeam'] }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body1" color="text.secondary">
        Favourite team:
      </Typography>
      {team ? (
        <>
          <TeamCrest team={team} size={24} />
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {team.name}
          </Typography>
        </>
      ) : (
        <Typography variant="body1">None</Typography>
      )}
    </Stack>
  );
}

function ProfileView({ profile, own }: { profile: PublicProfile; own: boolean }) {
  return (
    <Frame title={profile.teamName}>
      <Stack spacing={3}>
        <Card component="section" aria-labelledby="profile-team-name">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 2, sm: 3 }}
              sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
            >
              <Box sx={{ p: 1.5, borderRadius: 3, bgcolor: 'action.hover', flexShrink: 0 }}>
                <KitShirt
                  kitStyle={profile.kitStyle}
                  primary={profile.kitPrimaryColour}
                  secondary={profile.kitSecondaryColour}
                  size={112}
                  title={`${profile.teamName} kit`}
                />
              </Box>
              <Stack
                spacing={1}
                sx={{ minWidth: 0, flex: 1, alignItems: { xs: 'center', sm: 'flex-start' } }}
              >
                <Typography
                  id="profile-team-name"
                  variant="h4"
                  component="h1"
                  sx={{
                    fontSize: { xs: '1.6rem', sm: '2.1rem' },
                    fontWeight: 800,
                    overflowWrap: 'anywhere',
                    textAlign: { xs: 'center', sm: 'left' },
                  }}
                >
                  {profile.teamName}
                </Typography>
                <Typography color="text.secondary">
                  Joined {formatLongDate(profile.createdAt)}
                </Typography>
                <FavouriteTeam team={profile.favouriteTeam} />
                <RankLine userId={profile.id} />
                {!own && (
                  <Box sx={{ pt: 1 }}>
                    <CompareWithMeLink userId={profile.id} teamName={profile.teamName} />
                  </Box>
                )}
                {own && (
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{
                      pt: 1,
                      flexWrap: 'wrap',
                      justifyContent: { xs: 'center', sm: 'flex-start' },
                    }}
                  >
                    <Button
                      component={Link}
                      to={paths.profile}
                      variant="contained"
                      startIcon={<EditIcon />}
                    >
                      Edit Profile
                    </Button>
                    <ShareButton url={window.location.href} />
                  </Stack>
                )}
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <FormCard userId={profile.id} />
        <FeaturedTrophies userId={profile.id} own={own} />
      </Stack>
    </Frame>
  );
}

function ProfileById({ userId }: { userId: number }) {
  const { user } = useSession();
  const { data, isPending, isError, error } = useQuery(publicProfileQuery(userId));
  if (isError) {
    return error instanceof ApiError && error.status === 404 ? (
      <UserNotFound />
    ) : (
      <Problem heading={errorMessage(error, 'Failed to load user profile')} />
    );
  }
  if (isPending) return <ProfileSkeleton />;
  return <ProfileView profile={data} own={user?.id === data.id} />;
}

/** /users/{userId}: a player's public profile; their own shows Edit Profile and Share Profile. */
export function PublicProfilePage() {
  const { userId: param } = useParams();
  const userId = /^\d+$/.test(param ?? '') ? Number(param) : 0;
  if (userId <= 0) return <UserNotFound />;
  return <ProfileById key={userId} userId={userId} />;
}
