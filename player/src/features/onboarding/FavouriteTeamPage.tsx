import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { errorMessage } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useJoinPendingFanLeague } from '../fan-leagues';
import { teamsQuery, useSaveFavouriteTeam } from './api';
import { TeamCarousel, type TeamChoice } from './components/TeamCarousel';
import type { OnboardingState } from './navigationState';

/** The success message after the favourite-team step (spec §4); a neutral shows as 'No team selected'. */
export function favouriteTeamMessage(teamName: string | null, joinedFanLeague: boolean): string {
  const team = teamName ?? MESSAGES.noTeamSelected;
  return joinedFanLeague
    ? `Great! You've selected ${team} as your favourite team and joined the fan league.`
    : `Great! You've selected ${team} as your favourite team.`;
}

/**
 * /select-favourite-team: pick a team (or none) and save it; then the fan-league join flow's last
 * step (spec §4): join the fan league stored before registering and open it, else the welcome page.
 */
export function FavouriteTeamPage() {
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const teams = useQuery(teamsQuery());
  const save = useSaveFavouriteTeam();
  const joinPendingFanLeague = useJoinPendingFanLeague();
  const [choice, setChoice] = useState<TeamChoice>(user?.favouriteTeamId ?? null);
  const [finishing, setFinishing] = useState(false);

  const busy = save.isPending || finishing;
  const onSave = () => {
    if (choice === null) return;
    const favouriteTeamId = choice === 'none' ? null : choice;
    save.mutate(favouriteTeamId, {
      onSuccess: async ({ user: fresh }) => {
        updateUser(fresh);
        setFinishing(true);
        const teamName =
          favouriteTeamId === null
            ? null
            : (teams.data?.find((t) => t.id === favouriteTeamId)?.name ??
              fresh.favouriteTeam?.name ??
              null);
        const outcome = await joinPendingFanLeague();
        if (outcome.stored && outcome.leagueId !== null) {
          const state: OnboardingState = { message: favouriteTeamMessage(teamName, true) };
          void navigate(paths.league(outcome.leagueId), { state });
        } else {
          const state: OnboardingState = { message: favouriteTeamMessage(teamName, false) };
          void navigate(paths.newUser, { state });
        }
      },
    });
  };

  return (
    <PageContainer
      title="Choose Your Favourite Team"
      subtitle="Who do you support? Pick your club, or stay neutral."
    >
      <Card>
        <CardContent sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Stack spacing={2.5}>
            {teams.isError && (
              <ErrorBanner
                message={errorMessage(teams.error, MESSAGES.loadTeamsFailed)}
                onRetry={() => void teams.refetch()}
              />
            )}
            <TeamCarousel
              teams={teams.data ?? []}
              loading={teams.isPending}
              value={choice}
              onChange={setChoice}
              describedBy={choice === null ? 'favourite-team-hint' : undefined}
            />
            {choice === null && (
              <Typography id="favourite-team-hint" variant="body2" color="text.secondary">
                {MESSAGES.selectFavouriteTeam}
              </Typography>
            )}
            {save.isError && (
              <Alert severity="error">
                {errorMessage(save.error, MESSAGES.saveFavouriteTeamFailed)}
              </Alert>
            )}
            <Button
              variant="contained"
              size="large"
              onClick={onSave}
              disabled={choice === null || busy}
              aria-describedby={choice === null ? 'favourite-team-hint' : undefined}
              sx={{ alignSelf: { sm: 'flex-end' } }}
            >
              {busy ? 'Saving...' : 'Save Favourite Team and Continue'}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
