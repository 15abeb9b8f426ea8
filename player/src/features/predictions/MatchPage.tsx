import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MESSAGES } from '@predictor/contracts/messages';
import { predictionOutcome } from '@predictor/contracts/rules';
import { PageContainer } from '../../components/PageContainer';
import { ErrorBanner } from '../../components/ErrorBanner';
import { ScoreStepper } from '../../components/ScoreStepper';
import { TeamCrest } from '../../components/TeamCrest';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDayLabel, formatTime } from '../../lib/dates';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import {
  matchQuery,
  ownPredictionsQuery,
  rowError,
  SAVE_FALLBACK,
  toOwnPrediction,
  useSavePredictions,
  type Match,
} from './api';
import { CrowdPicks } from './components/CrowdPicks';
import { MatchBadges } from './components/MatchBadges';
import {
  isOpen,
  planSave,
  requestMatches,
  sameAsSaved,
  toRow,
  valuesOf,
  type Draft,
} from './lib/drafts';
import type { Side } from './usePredictionDrafts';

function TeamColumn({ team }: { team: Match['homeTeam'] }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, textAlign: 'center' }}>
      <TeamCrest team={team} size={56} />
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.name}</Typography>
    </Stack>
  );
}

/** Make or edit the prediction of an open match (spec §5: the match page's two messages). */
function PredictionForm({ match, viewer }: { match: Match; viewer: number }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const save = useSavePredictions();
  const saved = match.userPrediction;
  const values = draft ?? valuesOf(match, undefined);
  // The week's other predictions: placing the banker here moves it off them in one batch.
  const own = useQuery({
    ...ownPredictionsQuery({ season: match.season.id }),
    enabled: !!match.matchGroup && viewer > 0,
  });
  const weekMatches = useMemo(
    () => [
      match,
      ...(own.data ?? [])
        .filter((p) => p.match.id !== match.id)
        .map((p) => ({ ...p.match, userPrediction: toOwnPrediction(p) })),
    ],
    [match, own.data],
  );

  const change = (next: Draft) => {
    setSavedNote(false);
    setError(null);
    setDraft(sameAsSaved(match, next) ? null : next);
  };

  const submit = async () => {
    setSavedNote(false);
    if (!isOpen(match)) return setError(MESSAGES.predictionsClosed);
    const row = toRow(match.id, values);
    if (!row) return setError(MESSAGES.scoresEmptyOrNegative);
    const request = planSave([row], weekMatches);
    setError(null);
    try {
      await save.mutateAsync(request);
      setDraft(null);
      setSavedNote(true);
    } catch (err) {
      const index = requestMatches(request).indexOf(match.id);
      const reason = err instanceof ApiError ? rowError(err.errors, index) : undefined;
      setError(reason ?? errorMessage(err, SAVE_FALLBACK[request.kind]));
    }
  };

  const stepper = (side: Side) => (
    <ScoreStepper
      teamName={side === 'home' ? match.homeTeam.name : match.awayTeam.name}
      value={values[side]}
      disabled={save.isPending}
      onChange={(value) => change({ ...values, [side]: value })}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}
    >
      <Typography variant="h6" component="h2">
        {saved ? 'Your prediction' : 'Make your prediction'}
      </Typography>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        {stepper('home')}
        <Typography aria-hidden sx={{ fontWeight: 700 }}>
          –
        </Typography>
        {stepper('away')}
      </Stack>
      {match.matchGroup && (
        <FormControlLabel
          control={
            <Switch
              checked={values.isBanker}
              onChange={(event) => change({ ...values, isBanker: event.target.checked })}
            />
          }
          label="Banker (double points if correct, −1 if wrong)"
        />
      )}
      {error && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      )}
      {savedNote && (
        <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
          Prediction saved
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1 }}>
        {saved && draft && (
          <Button color="inherit" onClick={() => change(valuesOf(match, undefined))}>
            Reset
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending || (!!saved && !draft)}>
          {saved ? 'Update Prediction' : 'Submit Prediction'}
        </Button>
      </Stack>
    </Box>
  );
}

/** The result of a closed match and the player's own prediction and points. */
function ClosedView({ match }: { match: Match }) {
  const saved = match.userPrediction;
  const hasResult = match.homeGoals !== null && match.awayGoals !== null;
  return (
    <Stack sx={{ gap: 1, alignItems: 'center', textAlign: 'center' }}>
      <Typography color="text.secondary">
        {hasResult ? 'Final score' : 'Predictions are closed for this match'}
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
  const title = match
    ? `${match.homeTeam.name} v ${match.awayTeam.name}`
    : notFound
      ? 'Match not found'
      : 'Match';

  if (notFound || (error && !match)) {
    return (
      <PageContainer title={title} maxWidth="sm">
        {notFound ? (
          <Alert severity="warning">Match not found</Alert>
        ) : (
          <ErrorBanner
            message={errorMessage(error, 'Failed to load match data')}
            onRetry={() => void refetch()}
          />
        )}
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
                    {formatDayLabel(match.matchDate)} · {formatTime(match.matchDate)}
                    {match.matchGroup ? ` · ${match.matchGroup.name}` : ''}
                  </Typography>
                  <MatchBadges
                    open={open}
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
                      hasResult ? `Final score ${match.homeGoals}–${match.awayGoals}` : undefined
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
