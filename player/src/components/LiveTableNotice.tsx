import { Alert, Box, Chip } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { LiveTable } from '@predictor/contracts/types';

/**
 * LIVE, white on a red dark enough for 4.5:1 in both themes (the dark theme's error red is too
 * light behind white text).
 */
export function LiveChip({ title }: { title?: string }) {
  return (
    <Chip
      label="LIVE"
      size="small"
      title={title}
      sx={{ fontWeight: 700, color: '#ffffff', bgcolor: '#c62828' }}
    />
  );
}

/**
 * Above a table as it stands (leaderboards, league standings): LIVE, the live scores it counts, and
 * that the points are provisional. Announced politely: it changes with every goal.
 */
export function LiveTableNotice({ live }: { live: LiveTable | undefined }) {
  if (!live) return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      icon={false}
      role="status"
      aria-live="polite"
      // The message wraps rather than scrolls: a scrolling region would need keyboard access.
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0, overflow: 'visible' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LiveChip />
        <strong>As it stands</strong>
        {live.matches.map((m) => (
          <Box component="span" key={m.id} sx={{ overflowWrap: 'anywhere' }}>
            {m.homeTeam} {m.homeGoals}–{m.awayGoals} {m.awayTeam}
          </Box>
        ))}
      </Box>
      <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
        Points from matches in play are provisional (+ marks them): the final results decide.
      </Box>
    </Alert>
  );
}

/** Provisional points as a table shows them beside a total: '+3', '−1'. */
export const signedLivePoints = (points: number) => (points > 0 ? `+${points}` : `−${-points}`);

/** A row's provisional points from matches in play, beside its total ('+3'), or nothing. */
export function LivePoints({ points }: { points: number | undefined }) {
  if (points === undefined || points === 0) return null;
  return (
    <Box
      component="span"
      title="Provisional points from matches in play"
      sx={(theme) => ({
        ml: 0.5,
        fontSize: '0.75rem',
        fontWeight: 700,
        // Reads at 4.5:1 on the page and on the highlighted row, in both themes.
        color:
          theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.light,
      })}
    >
      {signedLivePoints(points)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        live
      </Box>
    </Box>
  );
}
