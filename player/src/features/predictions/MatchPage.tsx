import { Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isLive, predictionOutcome } from '@predictor/contracts/rules';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NotFound } from '../../components/NotFound';
import { TeamCrest } from '../../components/TeamCrest';
import { ApiError, errorMessage } from '../../lib/api';
import { MatchTime } from '../../components/MatchTime';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { matchQuery, type Match } from './api';
import { CrowdPicks } from './components/CrowdPicks';
import { MatchBadges } from './components/MatchBadges';
import { PredictionForm } from './components/PredictionForm';
import { closedState } from './lib/closedState';
import { isOpen } from './lib/drafts';

function TeamColumn({ team }: { team: Match['homeTeam'] }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, textAlign: 'center' }}>
      <TeamCrest team={team} size={56} />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.name}</Typography>
    </Stack>
  );
}

/** The result of a closed match and the player's own prediction and points. */
function ClosedView({ match }: { match: Match }) {
  const saved = match.userPrediction;
  const hasResult = match.homeGoals !== null && match.awayGoals !== null;
  return (
    <Stack sx={{ gap: 1, alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">
        {!hasResult
          ? 'Predictions are closed for this match'
          : isLive(match)
            ? 'Live score: the match is still being played'
            : 'Final score'}
      </Typography>
      {saved ? (
        <Typography>
          Your prediction:{' '}
          <strong>
            {saved.homeGoals}–{saved.awayGoals}
          </strong>
          {saved.isBanker ? ' (banker)' : ''}
        </Typography>
      ) : (
        <Typography color="text.secondary">You did not predict this match.</Typography>
      )}
    </Stack>
  );
}

/** /predictions/{matchId}: one match, predicted while open, its result and crowd picks once closed. */
export function MatchPage() {
  const matchId = Number(useParams().matchId);
  const validId = Number.isInteger(matchId) && matchId > 0;
  const { user } = useSession();
  const {
    data: match,
    isPending,
    error,
    refetch,
  } = useQuery({
    ...matchQuery(matchId, user?.id ?? null),
    enabled: validId,
  });
  const notFound = !validId || (error instanceof ApiError && error.status === 404);
  const title = match ? `${match.homeTeam.name} v ${match.awayTeam.name}` : 'Match';

  if (notFound)
    return (
      <NotFound title="Match not found" back={{ label: 'Browse Fixtures', to: paths.seasons }}>
        This match does not exist, or it has been taken off the fixtures.
      </NotFound>
    );
  if (error && !match) {
    return (
      <PageContainer title={title} maxWidth="sm">
        <ErrorBanner
          message={errorMessage(error, 'Failed to load match data')}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }

  const open = match ? isOpen(match) : false;
  const hasResult = !!match && match.homeGoals !== null && match.awayGoals !== null;
  return (
    <PageContainer title={title} maxWidth="sm">
      <Stack sx={{ gap: 2 }}>
        {match ? (
          <Button
            component={RouterLink}
            to={paths.season(match.season.id)}
            startIcon={<ArrowBackIcon />}
            size="small"
            sx={{ alignSelf: 'flex-start' }}
          >
            Back to {match.season.name}
          </Button>
        ) : (
          <Skeleton width={180} height={32} />
        )}
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {isPending || !match ? (
              <Skeleton variant="rounded" height={220} />
            ) : (
              <>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    <MatchTime value={match.matchDate} />
                    {match.matchGroup ? ` · ${match.matchGroup.name}` : ''}
                  </Typography>
                  <MatchBadges
                    closed={open ? null : closedState(match)}
                    saved={match.userPrediction}
                    edited={false}
                    outcome={
                      match.userPrediction
                        ? predictionOutcome(match.userPrediction, match)
                        : 'pending'
                    }
                  />
                </Stack>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <TeamColumn team={match.homeTeam} />
                  <Typography
                    aria-label={
                      hasResult
                        ? `${isLive(match) ? 'Live score' : 'Final score'} ${match.homeGoals}–${match.awayGoals}`
                        : undefined
                    }
                    sx={{ fontWeight: 800, fontSize: '2rem', minWidth: 80, textAlign: 'center' }}
                  >
                    {hasResult ? `${match.homeGoals}–${match.awayGoals}` : 'v'}
                  </Typography>
                  <TeamColumn team={match.awayTeam} />
                </Stack>
                {open && user ? (
                  <PredictionForm match={match} viewer={user.id} />
                ) : (
                  <ClosedView match={match} />
                )}
              </>
            )}
          </CardContent>
        </Card>
        {match && !open && <CrowdPicks match={match} />}
      </Stack>
    </PageContainer>
  );
}
