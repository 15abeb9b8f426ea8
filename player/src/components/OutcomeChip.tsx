import { Chip } from '@mui/material';
import { OUTCOME_LABEL, type ScoredOutcome } from '@predictor/contracts/rules';

/**
 * Outcome colours (spec §4: exact yellow, correct green, incorrect red), each with its own text
 * colour so the badge passes contrast (4.5:1 or more) on either theme's background.
 */
export const OUTCOME_COLOURS: Record<ScoredOutcome, { bg: string; fg: string }> = {
  exact: { bg: '#facc15', fg: '#1c1400' },
  correct: { bg: '#15803d', fg: '#ffffff' },
  incorrect: { bg: '#b91c1c', fg: '#ffffff' },
};

/** A scored prediction's outcome in its colour and words, with its points after a dot when given. */
export function OutcomeChip({ outcome, points }: { outcome: ScoredOutcome; points?: string }) {
  const { bg, fg } = OUTCOME_COLOURS[outcome];
  const label = OUTCOME_LABEL[outcome];
  return (
    <Chip
      size="small"
      label={points ? `${label} · ${points}` : label}
      sx={{ bgcolor: bg, color: fg, fontWeight: 600 }}
    />
  );
}
