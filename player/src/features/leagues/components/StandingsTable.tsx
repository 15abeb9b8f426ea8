import {
  alpha,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatNumber } from '../../../lib/numbers';
import type { League, LeagueMember, Standings } from '../api';
import { StandingsRow } from './StandingsRow';

const tableSx: SxProps<Theme> = (theme) => ({
  '& th, & td': { px: { xs: 1, sm: 1.5 } },
  '& td': { height: 48 },
  '& tr.me': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& .wide': { display: { xs: 'none', sm: 'table-cell' } },
});

function HeadRow({ week, showActions }: { week: string | null; showActions: boolean }) {
  return (
    <TableRow>
      <TableCell>Pos</TableCell>
      <TableCell>Team</TableCell>
      <TableCell align="right">Points</TableCell>
      <TableCell align="right">Correct</TableCell>
      <TableCell align="right" className="wide">
        Exact
      </TableCell>
      <TableCell align="right" className="wide">
        Predictions
      </TableCell>
      <TableCell align="right">
        <Tooltip title={week ? `Points in ${week}` : 'No match week completed yet'}>
          <span>Last week</span>
        </Tooltip>
      </TableCell>
      {showActions && <TableCell align="right">Actions</TableCell>}
    </TableRow>
  );
}

/**
 * The loaded pages of a league's standings, the caller's row highlighted, or repeated below with
 * their position when outside the pages shown. `onRemove` (null: no Actions column) for managers.
 */
export function StandingsTable({
  league,
  pages,
  userId,
  onRemove,
}: {
  league: League;
  pages: readonly Standings[];
  userId: number | undefined;
  onRemove: ((member: LeagueMember) => void) | null;
}) {
  const first = pages[0];
  const rows = pages.flatMap((page) => page.rows);
  const me = pages[pages.length - 1].currentUser ?? first.currentUser;
  const meShown = me !== null && rows.some((row) => row.user.id === me.user.id);
  const week = first.lastCompletedMatchGroup?.name ?? null;
  const showActions = onRemove !== null;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${league.name} standings`} sx={tableSx}>
        <TableHead>
          <HeadRow week={week} showActions={showActions} />
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <StandingsRow
              key={row.id}
              row={row}
              isMe={row.user.id === userId}
              week={week}
              onRemove={onRemove}
              showActions={showActions}
            />
          ))}
        </TableBody>
        {me && !meShown && (
          <TableBody aria-label="Your position">
            <TableRow>
              <TableCell
                colSpan={showActions ? 8 : 7}
                sx={{ borderTop: 2, borderTopColor: 'divider' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  You are #{formatNumber(me.position)} of {formatNumber(first.totalMembers)} members
                </Typography>
              </TableCell>
            </TableRow>
            <StandingsRow row={me} isMe week={week} onRemove={null} showActions={showActions} />
          </TableBody>
        )}
      </Table>
    </TableContainer>
  );
}
