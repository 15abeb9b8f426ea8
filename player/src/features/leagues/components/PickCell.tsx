import { Box, Stack, Typography } from '@mui/material';
import {
  formatPoints,
  isScoredOutcome,
  OUTCOME_LABEL,
  predictionOutcome,
  type ScoredOutcome,
} from '@predictor/contracts/rules';
import { OUTCOME_COLOURS } from '../../../components/OutcomeChip';
import type { LeaguePrediction, LeaguePredictions } from '../api';

type GridMatch = LeaguePredictions['matches'][number];

/** A mark beside each outcome's colour, so the grid reads without colour too. */
export const OUTCOME_MARK: Record<ScoredOutcome, string> = {
  exact: '✔✔',
  correct: '✔',
  incorrect: '✘',
};
const BANKER_MARK = '★';
const ADMIN_MARK = '†';

/** What a pick says in words: its score, banker, outcome and points ('2–1, banker, Exact score · 6 pts'). */
export function pickLabel(pick: LeaguePrediction | undefined, match: GridMatch): string {
  if (!pick) return 'No prediction';
  if (pick.hidden) return 'Hidden until predictions close';
  const parts = [`${pick.homeGoals}–${pick.awayGoals}`];
  if (pick.isBanker) parts.push('banker');
  if (pick.enteredByAdmin) parts.push('entered by an admin');
  const outcome = predictionOutcome(pick, match);
  if (isScoredOutcome(outcome))
    parts.push(`${OUTCOME_LABEL[outcome]} · ${formatPoints(pick.points)}`);
  if (outcome === 'void') parts.push('void (match cancelled)');
  return parts.join(', ');
}

/**
 * One member's pick of one match in the grid: 'Hidden' before the deadline (others' picks), '–'
 * without one, else the score with its banker star, and once scored the outcome's colour with its
 * mark; the whole in words for screen readers and as a tooltip.
 */
export function PickCell({
  pick,
  match,
}: {
  pick: LeaguePrediction | undefined;
  match: GridMatch;
}) {
  const label = pickLabel(pick, match);
  if (!pick || pick.hidden)
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        title={label}
        aria-label={label}
        sx={{ display: 'block' }}
      >
        {pick ? 'Hidden' : '–'}
      </Typography>
    );
  const outcome = predictionOutcome(pick, match);
  const colours = isScoredOutcome(outcome) ? OUTCOME_COLOURS[outcome] : null;
  return (
    <Stack
      direction="row"
      title={label}
      aria-label={label}
      sx={{
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.25,
        borderRadius: 1,
        px: 0.5,
        minHeight: 26,
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 700,
        whiteSpace: 'nowrap',
        ...(colours && { bgcolor: colours.bg, color: colours.fg }),
        ...(outcome === 'void' && { color: 'text.disabled', textDecoration: 'line-through' }),
      }}
    >
      <span aria-hidden>
        {pick.homeGoals}–{pick.awayGoals}
      </span>
      {pick.isBanker && <span aria-hidden>{BANKER_MARK}</span>}
      {pick.enteredByAdmin && <span aria-hidden>{ADMIN_MARK}</span>}
      {isScoredOutcome(outcome) && (
        <Box component="span" aria-hidden sx={{ fontSize: '0.7rem', ml: 0.25 }}>
          {OUTCOME_MARK[outcome]}
        </Box>
      )}
    </Stack>
  );
}

/** The grid's key: each outcome's colour and mark in words, the banker star and the admin mark. */
export function GridLegend() {
  const outcomes: ScoredOutcome[] = ['exact', 'correct', 'incorrect'];
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label="Key"
      sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {outcomes.map((outcome) => (
        <Stack component="li" key={outcome} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
          <Box
            component="span"
            aria-hidden
            sx={{
              px: 0.5,
              borderRadius: 1,
              fontSize: '0.7rem',
              fontWeight: 700,
              bgcolor: OUTCOME_COLOURS[outcome].bg,
              color: OUTCOME_COLOURS[outcome].fg,
            }}
          >
            {OUTCOME_MARK[outcome]}
          </Box>
          <Typography variant="caption">{OUTCOME_LABEL[outcome]}</Typography>
        </Stack>
      ))}
      <Typography component="li" variant="caption">
        {BANKER_MARK} Banker
      </Typography>
      <Typography component="li" variant="caption">
        {ADMIN_MARK} Entered by an admin
      </Typography>
    </Stack>
  );
}
