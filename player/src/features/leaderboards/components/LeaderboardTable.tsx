import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { Leaderboard, LeaderboardRow } from '../api';
import { positionOf } from '../../../lib/positions';
import { useRevealCount } from '../../../lib/useRevealCount';
import { Row, rowStyles } from './LeaderboardRow';

/** Rows in the first commit (a phone screen and more); the rest follow in steps of this size. */
const FIRST_ROWS = 25;

/** Less important columns leave the table on phones so it never scrolls the page sideways. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Head() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Pos</TableCell>
        <TableCell>Player</TableCell>
        <TableCell align="right">Points</TableCell>
        <TableCell align="right">
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Correct results
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            Correct
          </Box>
        </TableCell>
        <TableCell align="right" sx={wideOnly}>
          Exact scores
        </TableCell>
        <TableCell align="right" sx={wideOnly}>
          Predictions
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/** The signed-in player's position line (spec: the message for a position over 100) and their own row. */
function YourPosition({ me, totalUsers }: { me: LeaderboardRow; totalUsers: number }) {
  return (
    <tbody className="pinned" aria-label="Your position">
      <tr>
        <td colSpan={6} className="pinned-line">
          You are {positionOf(me.position, totalUsers, me.tied)} players
        </td>
      </tr>
      <Row row={me} isMe />
    </tbody>
  );
}

/**
 * The top 100 with medals, shared positions and each player's movement since the previous match
 * week; the signed-in player's row highlighted in place, or, when they rank beyond the rows shown,
 * pinned above them with their position line.
 */
export function LeaderboardTable({ data, label }: { data: Leaderboard; label: string }) {
  const me = data.currentUser;
  const meShown = me !== null && data.rows.some((r) => r.user.id === me.user.id);
  const shown = useRevealCount(data.rows.length, FIRST_ROWS);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={rowStyles}>
        <Head />
        {me && !meShown && <YourPosition me={me} totalUsers={data.totalUsers} />}
        <TableBody>
          {data.rows.slice(0, shown).map((row) => (
            <Row key={row.user.id} row={row} isMe={row.user.id === me?.user.id} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The table's loading state, at its final row height. */
export function LeaderboardTableSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading leaderboard" role="status">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={45} sx={{ mb: '1px' }} />
      ))}
    </Box>
  );
}
