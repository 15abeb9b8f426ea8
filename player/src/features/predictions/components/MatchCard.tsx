import { Alert, Box, Card, Link, Stack, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router-dom';
import { isScoredOutcome, predictionOutcome } from '@predictor/contracts/rules';
import { OUTCOME_COLOURS } from '../../../components/OutcomeChip';
import { formatCountdown } from '../../../lib/countdown';
import { MatchTime } from '../../../components/MatchTime';
import { useTimeLeft } from '../../../lib/useTimeLeft';
import { paths } from '../../../lib/paths';
import type { Match } from '../api';
import { closedState } from '../lib/closedState';
import { isOpen, type Draft } from '../lib/drafts';
import type { PredictionDrafts, Side } from '../usePredictionDrafts';
import { CountdownBar } from './CountdownBar';
import { GuestPrompt } from './GuestPrompt';
import { MatchBadges } from './MatchBadges';
import { PredictionActions } from './PredictionActions';
import { TeamLine, type ScoreSlot } from './TeamLine';

type Actions = Pick<
  PredictionDrafts,
  'setScore' | 'toggleBanker' | 'reset' | 'submit' | 'cancelCountdown' | 'saveNow'
>;

/** An open card counts down to its deadline from this close to it (issue 28: under 48 hours). */
export const COUNTDOWN_FROM_MS = 48 * 60 * 60 * 1000;

export interface MatchCardProps {
  match: Match;
  signedIn: boolean;
  values: Draft;
  /** A draft exists (typed, unsaved or differing from the saved prediction). */
  dirty: boolean;
  countdown: number | undefined;
  error: string | undefined;
  saving: boolean;
  actions: Actions;
}

/**
 * One fixture: crests, date label (spec §9), inline prediction while open (0..9 steppers, banker
 * toggle, auto-submit countdown, Reset / Update Prediction), result colour and points once played.
 */
export function MatchCard({
  match,
  signedIn,
  values,
  dirty,
  countdown,
  error,
  saving,
  actions,
}: MatchCardProps) {
  // Re-renders as the countdown's text changes, and at the deadline, where the card locks.
  const left = useTimeLeft(match.predictionsClose, COUNTDOWN_FROM_MS);
  const open = isOpen(match);
  const saved = match.userPrediction;
  const outcome = saved ? predictionOutcome(saved, match) : 'pending';
  const editable = signedIn && open;
  const titleId = `match-${match.id}-title`;
  const border = isScoredOutcome(outcome) ? OUTCOME_COLOURS[outcome].bg : undefined;
  const slot = (side: Side): ScoreSlot =>
    editable
      ? {
          kind: 'edit',
          value: values[side],
          disabled: saving,
          invalid: !!error && values[side] === '',
          onChange: (value) => actions.setScore(match, side, value),
        }
      : { kind: 'result' };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // An inner stripe, so coloured and plain cards keep their content aligned.
        boxShadow: border ? `inset 6px 0 0 ${border}` : undefined,
      }}
    >
      <Typography component="h2" id={titleId} sx={visuallyHidden}>
        {match.homeTeam.name} v {match.awayTeam.name}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 0 auto', pt: 0.25 }}>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <MatchTime value={match.matchDate} />
          </Typography>
          {open && left <= COUNTDOWN_FROM_MS && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.25 }}>
              <ScheduleIcon sx={{ fontSize: 16 }} color="secondary" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatCountdown(left)}
              </Typography>
            </Stack>
          )}
        </Box>
        <MatchBadges
          closed={open ? null : closedState(match)}
          saved={saved}
          edited={dirty && !!saved}
          outcome={outcome}
        />
      </Stack>

      <TeamLine match={match} side="home" slot={slot('home')} />
      <TeamLine match={match} side="away" slot={slot('away')} />

      {!editable && saved && (
        <Typography variant="body2" color="text.secondary">
          Your prediction: {saved.homeGoals}–{saved.awayGoals}
          {saved.isBanker ? ' (banker)' : ''}
        </Typography>
      )}
      {!open && signedIn && !saved && (
        <Typography variant="body2" color="text.secondary">
          No prediction
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ py: 0 }}>
          {error}
        </Alert>
      )}
      {open && !signedIn && <GuestPrompt />}
      {editable && !saving && countdown !== undefined && (
        <CountdownBar
          seconds={countdown}
          onSaveNow={() => actions.saveNow(match)}
          onCancel={() => actions.cancelCountdown(match)}
        />
      )}
      {editable && (
        <PredictionActions
          match={match}
          values={values}
          hasSaved={!!saved}
          dirty={dirty}
          saving={saving}
          counting={countdown !== undefined}
          actions={actions}
        />
      )}
      {signedIn && (
        <Link
          component={RouterLink}
          to={paths.prediction(match.id)}
          variant="body2"
          sx={{ alignSelf: 'flex-start' }}
        >
          Match details
          <Box component="span" sx={visuallyHidden}>
            : {match.homeTeam.name} v {match.awayTeam.name}
          </Box>
        </Link>
      )}
    </Card>
  );
}
