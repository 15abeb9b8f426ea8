import { Paper, Typography, Box } from '@mui/material';
import { SCORING } from '@predictor/contracts/constants';

const rules: [string, string][] = [
  ['Correct result', `${SCORING.correctResult} point`],
  ['Exact score', `${SCORING.exactScore} points (instead of the result point)`],
  [
    'Banker, correct',
    `points ×${SCORING.bankerMultiplier} (exact ${SCORING.exactScore * SCORING.bankerMultiplier}, result ${SCORING.correctResult * SCORING.bankerMultiplier})`,
  ],
  ['Banker, wrong result', `costs ${Math.abs(SCORING.bankerWrongPenalty)} point`],
];

/** Spec §1's scoring, as a panel beside the standings. */
export function ScoringRules() {
  return (
    <Paper component="aside" variant="outlined" aria-labelledby="scoring-rules-title" sx={{ p: 2 }}>
      <Typography id="scoring-rules-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Scoring rules
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
        {rules.map(([term, text]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        One banker per competition match week.
      </Typography>
    </Paper>
  );
}
