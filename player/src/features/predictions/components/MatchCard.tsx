import { Alert, Box, Button, Card, Link, Skeleton, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ScoreStepper } from '../../../components/ScoreStepper';
import { TeamCrest } from '../../../components/TeamCrest';
import { formatDayLabel, formatTime } from '../../../lib/dates';
import { paths, withNext } from '../../../lib/paths';
import type { Match } from '../api';
import { predictionOutcome } from '../lib/outcome';
import { isOpen, type Draft } from '../lib/drafts';
import type { PredictionDrafts, Side } from '../usePredictionDrafts';
import { MatchBadges } from './MatchBadges';
import { bankerTextSx, OUTCOME_COLOURS } from './outcomeStyle';

type Actions = Pick<
  PredictionDrafts,
  'setScore' | 'toggleBanker' | 'reset' | 'submit' | 'cancelCountdown' | 'saveNow'
>;

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

function TeamLine({
  match,
  side,
  children,
}: {
  match: Match;
  side: Side;
  children: React.ReactNode;
}) {
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
      <TeamCrest team={team} size={28} />
      <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {team.name}
      </Typography>
      {children}
    </Stack>
  );
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
  const location = useLocation();
  const open = isOpen(match);
  const saved = match.userPrediction;
  const edited = dirty && !!saved;
  const outcome = predictionOutcome(match, saved);
  const hasResult = match.homeGoals !== null && match.awayGoals !== null;
  const editable = signedIn && open;
  const titleId = `match-${match.id}-title`;
  const border = outcome ? OUTCOME_COLOURS[outcome].bg : undefined;

  const scoreFor = (side: Side) => {
    const team = side === 'home' ? match.homeTeam : match.awayTeam;
    if (editable) {
      return (
        <ScoreStepper
          teamName={team.name}
          value={values[side]}
          disabled={saving}
          invalid={!!error && values[side] === ''}
          onChange={(value) => actions.setScore(match, side, value)}
        />
      );
    }
    const goals = side === 'home' ? match.homeGoals : match.awayGoals;
    return hasResult ? (
      <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', minWidth: 24, textAlign: 'center' }}>
        {goals}
      </Typography>
    ) : null;
  };

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
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: '1 0 auto', pt: 0.25, whiteSpace: 'nowrap' }}
        >
          {formatDayLabel(match.matchDate)} · {formatTime(match.matchDate)}
        </Typography>
        <MatchBadges open={open} saved={saved} edited={edited} outcome={outcome} />
      </Stack>

      <TeamLine match={match} side="home">
        {scoreFor('home')}
      </TeamLine>
      <TeamLine match={match} side="away">
        {scoreFor('away')}
      </TeamLine>

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

      {open && !signedIn && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 'auto' }}
        >
          <Button component={RouterLink} to={paths.register} variant="contained" size="small">
            Sign up &amp; enter your prediction
          </Button>
          <Link
            component={RouterLink}
            to={withNext(paths.login, location.pathname + location.search)}
            variant="body2"
          >
            Log in
          </Link>
        </Stack>
      )}

      {editable && !saving && countdown !== undefined && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, px: 1.5 }}
        >
          <Typography variant="body2" role="status" sx={{ fontWeight: 600, flex: 1 }}>
            Saving in {countdown}…
          </Typography>
          <Button size="small" onClick={() => actions.saveNow(match)}>
            Save now
          </Button>
          <Button size="small" color="inherit" onClick={() => actions.cancelCountdown(match)}>
            Cancel
          </Button>
        </Stack>
      )}
      {editable && (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 'auto', minHeight: 32 }}
        >
          {match.matchGroup && (
            <Button
              size="small"
              color="secondary"
              variant={values.isBanker ? 'contained' : 'outlined'}
              aria-pressed={values.isBanker}
              startIcon={values.isBanker ? <StarIcon /> : <StarBorderIcon />}
              disabled={saving}
              onClick={() => actions.toggleBanker(match)}
              sx={values.isBanker ? undefined : bankerTextSx}
            >
              Banker
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          {saving && (
            <Typography variant="body2" role="status">
              Saving…
            </Typography>
          )}
          {!saving && countdown === undefined && edited && (
            <>
              <Button size="small" color="inherit" onClick={() => actions.reset(match)}>
                Reset
              </Button>
              <Button size="small" variant="contained" onClick={() => actions.submit(match)}>
                Update Prediction
              </Button>
            </>
          )}
          {!saving && countdown === undefined && dirty && !saved && (
            <Button size="small" variant="contained" onClick={() => actions.submit(match)}>
              Submit Prediction
            </Button>
          )}
        </Stack>
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

/** A card's placeholder at its final size. */
export function MatchCardSkeleton() {
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Skeleton width="40%" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
        <Skeleton variant="circular" width={28} height={28} />
        <Skeleton sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
        <Skeleton variant="circular" width={28} height={28} />
        <Skeleton sx={{ flex: 1 }} />
      </Stack>
      <Skeleton width="30%" height={32} />
    </Card>
  );
}
