import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
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
import { NEUTRAL_LABEL, TeamCarousel, type TeamChoice } from './components/TeamCarousel';
import { TeamFilters } from './components/TeamFilters';
import { competitionsOf, filterTeams, NO_FILTER, withSelected } from './teamFilter';
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
  const [filter, setFilter] = useState(NO_FILTER);
  const [finishing, setFinishing] = useState(false);

  const all = teams.data ?? [];
  const matched = filterTeams(all, filter);
  const chosenTeam = all.find((team) => team.id === choice);
  // A stored favourite counts once its card is there to see (teams loaded, the team still listed).
  const chosen = choice === 'none' || chosenTeam !== undefined;
  const busy = save.isPending || finishing;
  const onSave = () => {
    if (!chosen) return;
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
            <TeamFilters
              filter={filter}
              onChange={setFilter}
              competitions={competitionsOf(all)}
              matched={matched.length}
              total={all.length}
            />
            <TeamCarousel
              teams={withSelected(matched, all, chosenTeam?.id ?? null)}
              loading={teams.isPending}
              value={choice}
              onChange={setChoice}
              describedBy="favourite-team-choice"
            />
            {save.isError && (
              <Alert severity="error">
                {errorMessage(save.error, MESSAGES.saveFavouriteTeamFailed)}
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography
                id="favourite-team-choice"
                variant="body2"
                color={chosen ? 'text.primary' : 'text.secondary'}
                aria-live="polite"
              >
                {chosen ? (
                  <>
                    Selected:{' '}
                    <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                      {chosenTeam?.name ?? NEUTRAL_LABEL}
                    </Box>
                  </>
                ) : (
                  MESSAGES.selectFavouriteTeam
                )}
              </Typography>
              <Button
                variant="contained"
                size="large"
                onClick={onSave}
                disabled={!chosen || busy}
                aria-describedby="favourite-team-choice"
                sx={{ flexShrink: 0 }}
              >
                {busy ? 'Saving...' : 'Save Favourite Team and Continue'}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
