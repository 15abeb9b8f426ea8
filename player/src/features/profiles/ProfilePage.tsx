import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { profileDetailsSchema } from '@predictor/contracts/schemas';
import { KitShirt } from '../../components/KitShirt';
import { PageContainer } from '../../components/PageContainer';
import { TeamCrest } from '../../components/TeamCrest';
import { formError, showServerError, textField, useZodForm } from '../../lib/forms';
import { paths, withNext } from '../../lib/paths';
import { useSession, type User } from '../../lib/session';
import { teamsQuery, useUpdateProfile, type Team } from './api';
import { AccountSecurity } from './components/AccountSecurity';
import { CalendarFeed } from './components/CalendarFeed';
import { EmailNotifications } from './components/EmailNotifications';
import { Notifications } from './components/Notifications';
import { TimeSetting } from './components/TimeSetting';
import { YourData } from './components/YourData';

/** The select's value for "no favourite team" (the contracts' schema sends it as null). */
export const NO_TEAM = 'none';

type CrestChoice = Pick<Team, 'id' | 'name' | 'logoUrl'> & { shortName?: string | null };

const formValues = (user: User) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  teamName: user.teamName,
  favouriteTeamId: user.favouriteTeamId === null ? NO_TEAM : String(user.favouriteTeamId),
});

/**
 * The favourite-team choices: every team from GET /teams; while they load or when the call fails
 * (silently, spec §8), just the player's current team.
 */
function useTeamChoices(user: User): CrestChoice[] {
  const { data } = useQuery(teamsQuery());
  if (data) return data;
  return user.favouriteTeam ? [user.favouriteTeam] : [];
}

function ProfileForm({ user }: { user: User }) {
  const { updateUser } = useSession();
  const form = useZodForm(profileDetailsSchema, formValues(user));
  const mutation = useUpdateProfile();
  const teams = useTeamChoices(user);
  const [saved, setSaved] = useState(false);
  const error = formError(form);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'teamName') => ({
    ...textField(form, name),
    fullWidth: true,
    required: true,
  });

  const onSubmit = form.handleSubmit((body) => {
    setSaved(false);
    // Not mutate's own callbacks: the session must follow the answer after the player has left.
    mutation.mutateAsync(body).then(
      ({ user: next }) => {
        updateUser(next);
        form.reset(formValues(next));
        setSaved(true);
      },
      (err: unknown) => showServerError(form, err, 'Failed to update profile'),
    );
  });

  return (
    <Card component="section" aria-labelledby="profile-details-title">
      <CardContent>
        <Typography
          id="profile-details-title"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          Your Details
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Profile details">
          <Stack spacing={2}>
            {error && <Alert severity="error">{error}</Alert>}
            {saved && !error && (
              <Alert severity="success" role="status">
                Profile updated successfully
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First Name" autoComplete="given-name" {...field('firstName')} />
              <TextField label="Last Name" autoComplete="family-name" {...field('lastName')} />
            </Stack>
            <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextField label="Team Name" autoComplete="nickname" {...field('teamName')} />
            <Controller
              control={form.control}
              name="favouriteTeamId"
              render={({ field: select, fieldState }) => (
                <TextField
                  select
                  label="Favourite Team"
                  fullWidth
                  name={select.name}
                  value={String(select.value ?? NO_TEAM)}
                  onChange={select.onChange}
                  onBlur={select.onBlur}
                  inputRef={select.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value={NO_TEAM}>None, I&apos;m a neutral</MenuItem>
                  {teams.map((team) => (
                    <MenuItem key={team.id} value={String(team.id)}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <TeamCrest team={team} size={20} />
                        <span>{team.name}</span>
                      </Stack>
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={mutation.isPending}>
                {mutation.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}

function KitCard({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="kit-title">
      <CardContent>
        <Typography id="kit-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Team Kit
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', flexShrink: 0 }}>
            <KitShirt
              kitStyle={user.kitStyle}
              primary={user.kitPrimaryColour}
              secondary={user.kitSecondaryColour}
              size={80}
              title={`${user.teamName} kit`}
            />
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {user.kitStyle
                ? 'Your kit shows beside your team name everywhere.'
                : 'You have not designed a kit yet.'}
            </Typography>
            <Box>
              <Button component={Link} to={paths.kitDesigner} variant="outlined">
                {user.kitStyle ? 'Edit Kit' : 'Design Kit'}
              </Button>
            </Box>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /profile: the signed-in player's settings (details, favourite team, kit link, e-mails, times, calendar). */
export function ProfilePage() {
  const { user } = useSession();
  if (!user) {
    return (
      <PageContainer title="Profile" maxWidth="md">
        <Alert
          severity="info"
          action={
            <Button component={Link} to={withNext(paths.login, paths.profile)} color="inherit">
              Sign In
            </Button>
          }
        >
          Please log in to view your profile.
        </Alert>
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title="Profile"
      subtitle="Your details, favourite team, kit and email preferences."
      maxWidth="md"
    >
      <Stack spacing={3}>
        <ProfileForm key={user.id} user={user} />
        <KitCard user={user} />
        <EmailNotifications user={user} />
        <Notifications user={user} />
        <TimeSetting user={user} />
        <CalendarFeed user={user} />
        <AccountSecurity user={user} />
        <YourData user={user} />
        <Box>
          <Button component={Link} to={paths.publicProfile(user.id)}>
            View Public Profile
          </Button>
        </Box>
      </Stack>
    </PageContainer>
  );
}
