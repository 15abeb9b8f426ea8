import {
  alpha,
  Box,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import MedalIcon from '@mui/icons-material/MilitaryTech';
import { Link as RouterLink } from 'react-router-dom';
import { KitShirt } from '../../../components/KitShirt';
import type { Leaderboard, LeaderboardRow } from '../api';
import { formatNumber } from '../../../lib/numbers';
import { useRevealCount } from '../../../lib/useRevealCount';

/** Rows in the first commit (a phone screen and more); the rest follow in steps of this size. */
const FIRST_ROWS = 25;

/** Medal icons (not emoji: some systems have no emoji font), named for assistive technology. */
const MEDALS: Record<number, { colour: string; label: string }> = {
  1: { colour: '#e6b422', label: 'Gold medal' },
  2: { colour: '#a7b0bd', label: 'Silver medal' },
  3: { colour: '#c4773b', label: 'Bronze medal' },
};

/** Less important columns leave the table on phones so it never scrolls the page sideways. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Positions shared by equal players (the API answers 1, 2, 2, 4) are written "=2", so a tie reads
 * as one; the medals of 1–3 follow the position, so two players tied second both get silver.
 */
export function positionLabel(rows: readonly LeaderboardRow[], index: number): string {
  const position = rows[index].position;
  const shared = rows[index - 1]?.position === position || rows[index + 1]?.position === position;
  return shared ? `=${position}` : String(position);
}

function PositionCell({ position, label }: { position: number; label: string }) {
  const medal = MEDALS[position];
  return (
    <td className="position">
      <span className="position-inner">
        {medal && (
          <MedalIcon
            titleAccess={medal.label}
            sx={{ color: medal.colour, fontSize: '1.25rem', display: 'block' }}
          />
        )}
        <span>{label}</span>
      </span>
    </td>
  );
}

/**
 * One row in plain table elements: up to 101 of them render at once, so their look is styled once
 * on the table (`rowStyles`) rather than per cell, which keeps the page's main thread short.
 */
function Row({ row, label, isMe }: { row: LeaderboardRow; label: string; isMe: boolean }) {
  const { user } = row;
  return (
    <tr className={isMe ? 'me' : undefined} aria-current={isMe ? 'true' : undefined}>
      <PositionCell position={row.position} label={label} />
      <td>
        <span className="player">
          <KitShirt
            kitStyle={user.kitStyle}
            primary={user.kitPrimaryColour}
            secondary={user.kitSecondaryColour}
            size={28}
          />
          <RouterLink to={`/users/${user.id}`} className="team">
            {user.teamName}
          </RouterLink>
          {isMe && <Chip label="You" size="small" color="primary" />}
        </span>
      </td>
      <td className="num points">{formatNumber(row.totalPoints)}</td>
      <td className="num">{formatNumber(row.correctResultCount)}</td>
      <td className="num wide">{formatNumber(row.exactScoreCount)}</td>
      <td className="num wide">{formatNumber(row.totalPredictions)}</td>
    </tr>
  );
}

/** The body rows' look, written once for the whole table (MUI TableCell's small-size style). */
const rowStyles: SxProps<Theme> = (theme) => ({
  '& .MuiTableCell-root, & tbody td': { px: { xs: 1, sm: 2 } },
  '& tbody td': {
    ...theme.typography.body2,
    height: 44,
    py: '6px',
    borderBottom: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    verticalAlign: 'middle',
  },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& tbody tr.me': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& td.position': { whiteSpace: 'nowrap', fontWeight: 600, width: { xs: 64, sm: 88 } },
  '& .position-inner': { display: 'flex', alignItems: 'center', gap: 0.5, lineHeight: 1 },
  '& .player': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 },
  '& a.team': {
    color: 'inherit',
    fontWeight: 500,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
  '& tr.me a.team': { fontWeight: 700 },
  '& td.num': { textAlign: 'right' },
  '& td.points': { fontWeight: 700 },
  '& td.wide': { display: { xs: 'none', sm: 'table-cell' } },
});

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

/**
 * The top 100 with medals and shared positions; the signed-in player's row highlighted, or, when
 * they rank beyond the rows shown, their own row below the table with their position.
 */
export function LeaderboardTable({ data, label }: { data: Leaderboard; label: string }) {
  const me = data.currentUser;
  const meShown = me !== null && data.rows.some((r) => r.user.id === me.user.id);
  const shown = useRevealCount(data.rows.length, FIRST_ROWS);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={rowStyles}>
        <Head />
        <TableBody>
          {data.rows.slice(0, shown).map((row, index) => (
            <Row
              key={row.user.id}
              row={row}
              label={positionLabel(data.rows, index)}
              isMe={row.user.id === me?.user.id}
            />
          ))}
        </TableBody>
        {me && !meShown && (
          <TableBody aria-label="Your position">
            <TableRow>
              <TableCell colSpan={6} sx={{ borderTop: 2, borderTopColor: 'divider' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  You are #{formatNumber(me.position)} of {formatNumber(data.totalUsers)} players
                </Typography>
              </TableCell>
            </TableRow>
            <Row row={me} label={String(me.position)} isMe />
          </TableBody>
        )}
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
