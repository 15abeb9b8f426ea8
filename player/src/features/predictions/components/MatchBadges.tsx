import { Chip, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import StarIcon from '@mui/icons-material/Star';
import { AdminEnteredChip } from '../../../components/AdminEnteredChip';
import { LiveChip } from '../../../components/LiveTableNotice';
import type { OwnPrediction } from '../api';
import {
  formatPoints,
  isScoredOutcome,
  predictionPointsLabel,
  type Outcome,
} from '@predictor/contracts/rules';
import { OutcomeChip } from '../../../components/OutcomeChip';
import { bankerTextSx } from './bankerStyle';
import { CLOSED_LABEL, type ClosedState } from '../lib/closedState';

/**
 * The state of a closed match (FT, LIVE, In Play, Cancelled, Postponed), or Predicted for an open
 * one; the Banker badge; while live the points as it stands; after the result the outcome and the
 * points.
 */
export function MatchBadges({
  closed,
  saved,
  edited,
  outcome,
}: {
  /** null while the match is open. */
  closed: ClosedState | null;
  saved: OwnPrediction | null;
  edited: boolean;
  outcome: Outcome;
}) {
  const points = saved ? predictionPointsLabel(saved) : null;
  return (
    <Stack
      direction="row"
      sx={{ gap: 0.75, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}
    >
      {closed === 'live' && <LiveChip title="Live score" />}
      {closed && closed !== 'live' && (
        <Chip
          size="small"
          label={CLOSED_LABEL[closed]}
          title={closed === 'fullTime' ? 'Full time' : undefined}
          variant={closed === 'fullTime' ? 'filled' : 'outlined'}
          sx={{ fontWeight: 700 }}
        />
      )}
      {!closed && saved && !edited && (
        <Chip
          size="small"
          icon={<CheckCircleIcon />}
          label="Predicted"
          color="success"
          variant="outlined"
        />
      )}
      {saved?.isBanker && !edited && (
        <Chip
          size="small"
          icon={<StarIcon />}
          label="Banker"
          variant="outlined"
          sx={{ ...bankerTextSx, '& .MuiChip-icon': { color: 'inherit' } }}
        />
      )}
      {saved?.enteredByAdmin && <AdminEnteredChip />}
      {isScoredOutcome(outcome) && <OutcomeChip outcome={outcome} />}
      {points && <Chip size="small" label={points} sx={{ fontWeight: 700 }} />}
      {saved && saved.livePoints !== null && (
        <Chip
          size="small"
          label={`${formatPoints(saved.livePoints)} as it stands`}
          title="Provisional: the final result decides"
          color="error"
          variant="outlined"
          sx={{ fontWeight: 700 }}
        />
      )}
    </Stack>
  );
}
