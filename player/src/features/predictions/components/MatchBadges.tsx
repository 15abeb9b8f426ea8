import { Chip, Stack } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import StarIcon from '@mui/icons-material/Star';
import { AdminEnteredChip } from '../../../components/AdminEnteredChip';
import type { OwnPrediction } from '../api';
import { isScoredOutcome, predictionPointsLabel, type Outcome } from '@predictor/contracts/rules';
import { OutcomeChip } from '../../../components/OutcomeChip';
import { bankerTextSx } from './bankerStyle';

/** Locked / Predicted / Banker badges, and after the result the outcome and the points. */
export function MatchBadges({
  open,
  saved,
  edited,
  outcome,
}: {
  open: boolean;
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
      {!open && <Chip size="small" icon={<LockIcon />} label="Locked" variant="outlined" />}
      {open && saved && !edited && (
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
    </Stack>
  );
}
