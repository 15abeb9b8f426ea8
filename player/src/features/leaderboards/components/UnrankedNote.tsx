import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MONTHS } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { seasonYearLabel, type LeaderboardFilter } from '../filters';

/**
 * Why a signed-in player has no row in the table: a table lists players with at least one scored
 * prediction in its competition (or all of them) and period.
 */
export function unrankedReason(filter: LeaderboardFilter): string {
  const where = filter.season === 'all' ? '' : ' in this competition';
  if (filter.view === 'round') return 'You have no scored predictions in this round.';
  if (filter.view === 'monthly')
    return `You have no scored predictions${where} in ${MONTHS[(filter.month ?? 1) - 1]} ${filter.year}.`;
  if (filter.season === 'all' && filter.year !== undefined)
    return `You have no scored predictions in the ${seasonYearLabel(filter.year)} yet.`;
  return `You have no scored predictions${where} yet.`;
}

/** Shown above the table to a signed-in player who is not in it, with the way in. */
export function UnrankedNote({ filter }: { filter: LeaderboardFilter }) {
  const fixtures = filter.season === 'all' ? paths.seasons : paths.season(filter.season);
  // The way in under the text, not beside it: beside it, at 390 px the text had half the width.
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {unrankedReason(filter)} Your row appears here once a match you predicted has its result.
      <Box sx={{ mt: 0.5, ml: -0.75 }}>
        <Button component={RouterLink} to={fixtures} color="inherit" size="small">
          Browse Fixtures
        </Button>
      </Box>
    </Alert>
  );
}
