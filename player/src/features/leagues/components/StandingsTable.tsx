import {
  alpha,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { League, LeagueMember, Standings } from '../api';
import { StandingsRow } from './StandingsRow';

const tableSx: SxProps<Theme> = (theme) => ({
  '& th, & td': { px: { xs: 1, sm: 1.5 } },
  // Compact rows: a page of 20 and the predictions grid below fit under three laptop screens.
  '& td': { height: 40, py: 0.25 },
  '& tr.me': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& .wide': { display: { xs: 'none', sm: 'table-cell' } },
  '& tbody.pinned td': { borderBottom: 2, borderBottomColor: 'divider' },
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
 * One page of a league's standings, the caller's row highlighted, or pinned above the page (with
 * their position) when it is elsewhere in the table. `onRemove` (null: no Actions column) for managers.
 */
export function StandingsTable({
  league,
  page,
  userId,
  onRemove,
}: {
  league: League;
  page: Standings;
  userId: number | undefined;
  onRemove: ((member: LeagueMember) => void) | null;
}) {
  const me = page.currentUser;
  const meShown = me !== null && page.rows.some((row) => row.user.id === me.user.id);
  const week = page.lastCompletedMatchGroup?.name ?? null;
  const showActions = onRemove !== null;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${league.name} standings`} sx={tableSx}>
        <TableHead>
          <HeadRow week={week} showActions={showActions} />
        </TableHead>
        {me && !meShown && (
          <TableBody aria-label="Your position" className="pinned">
            <StandingsRow row={me} isMe week={week} onRemove={null} showActions={showActions} />
          </TableBody>
        )}
        <TableBody>
          {page.rows.map((row) => (
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
      </Table>
    </TableContainer>
  );
}
