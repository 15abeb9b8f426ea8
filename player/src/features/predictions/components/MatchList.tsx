import { useState } from 'react';
import { Alert, Box, Button, Snackbar, Stack } from '@mui/material';
import CasinoIcon from '@mui/icons-material/Casino';
import SendIcon from '@mui/icons-material/Send';
import type { Match } from '../api';
import { valuesOf } from '../lib/drafts';
import { usePredictionDrafts } from '../usePredictionDrafts';
import { MatchCard } from './MatchCard';
import { MatchCardSkeleton } from './MatchCardSkeleton';
import { BankerMoveDialog } from './BankerMoveDialog';
import { RoundSummary } from './RoundSummary';
import { useRevealCount } from '../../../lib/useRevealCount';

/** Cards in the first commit (a screen and more); the rest follow, a few per task. */
const FIRST_CARDS = 4;

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Spec §5: the two lucky-picks alerts. */
export const LUCKY_NONE = 'No open matches to generate predictions for!';
export const luckyDone = (n: number) =>
  `Lucky picks generated! ${n} random predictions created. Review and submit them!`;

/**
 * The fixtures in view with inline prediction; for a signed-in player a toolbar with Lucky picks
 * and 'Submit all' (one batch request for every filled, unsaved or edited prediction in view).
 * Stays mounted across tabs so typed predictions survive a tab switch.
 */
export function MatchList({
  matches,
  seasonMatches,
  signedIn,
  label,
  round = false,
}: {
  matches: readonly Match[];
  seasonMatches: readonly Match[];
  signedIn: boolean;
  label: string;
  /** The matches in view are one round: a signed-in player sees its header. */
  round?: boolean;
}) {
  const drafts = usePredictionDrafts(seasonMatches);
  const [notice, setNotice] = useState<{ text: string; severity: 'info' | 'success' } | null>(null);
  const toSubmit = drafts.submittable(matches).length;
  const busy = matches.some((m) => drafts.saving.has(m.id));
  const shown = useRevealCount(matches.length, FIRST_CARDS);

  const lucky = () => {
    const n = drafts.luckyPicks(matches);
    setNotice(
      n === 0
        ? { text: LUCKY_NONE, severity: 'info' }
        : { text: luckyDone(n), severity: 'success' },
    );
  };

  return (
    <Box>
      {signedIn && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', mb: 2, alignItems: 'center', justifyContent: 'flex-end' }}
        >
          {round && matches.length > 0 && <RoundSummary matches={matches} />}
          <Button variant="outlined" startIcon={<CasinoIcon />} onClick={lucky}>
            Lucky picks
          </Button>
          {toSubmit > 0 && (
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={busy}
              onClick={() => drafts.submitAll(matches)}
            >
              Submit all ({toSubmit})
            </Button>
          )}
        </Stack>
      )}
      <Box component="ul" aria-label={label} sx={gridSx}>
        {matches.slice(0, shown).map((match) => (
          <li key={match.id}>
            <MatchCard
              match={match}
              signedIn={signedIn}
              values={valuesOf(match, drafts.drafts[match.id])}
              dirty={!!drafts.drafts[match.id]}
              countdown={drafts.countdowns[match.id]}
              error={drafts.errors[match.id]}
              saving={drafts.saving.has(match.id)}
              actions={drafts}
            />
          </li>
        ))}
      </Box>
      <BankerMoveDialog
        move={drafts.pendingMove}
        onMove={drafts.confirmMove}
        onCancel={drafts.cancelMove}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}

/** The list's placeholder: `count` cards at their final size. */
export function MatchListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Box component="ul" aria-label="Loading matches" sx={gridSx}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <MatchCardSkeleton />
        </li>
      ))}
    </Box>
  );
}
