import { Box, Typography } from '@mui/material';
import { SCORING } from '@predictor/contracts/constants';

const banker = SCORING.bankerMultiplier;

/** The scoring rules, points first (home page's guide and the new-user welcome). */
export const SCORING_RULES = [
  { points: `${SCORING.exactScore}`, text: 'Exact score' },
  { points: `${SCORING.correctResult}`, text: 'Correct result (win, draw or loss)' },
  {
    points: `×${banker}`,
    text: `Banker: one per competition match week doubles your points (exact score ${SCORING.exactScore * banker}, correct result ${SCORING.correctResult * banker})`,
  },
  { points: `${SCORING.bankerWrongPenalty}`, text: 'Banker with the wrong result costs 1 point' },
];

/** The rules as a list: each rule's points in the accent colour, then what earns them. */
export function ScoringRules() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {SCORING_RULES.map((rule) => (
        <Box
          component="li"
          key={rule.text}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}
        >
          <Typography
            component="span"
            sx={{ fontWeight: 800, color: 'primary.main', minWidth: 32, textAlign: 'right' }}
          >
            {rule.points}
          </Typography>
          <Typography variant="body2" component="span">
            {rule.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
