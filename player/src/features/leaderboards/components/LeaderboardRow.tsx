import { alpha, Chip } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import MedalIcon from '@mui/icons-material/MilitaryTech';
import { Link as RouterLink } from 'react-router-dom';
import { KitShirt } from '../../../components/KitShirt';
import { signedLivePoints } from '../../../components/LiveTableNotice';
import { formatNumber } from '../../../lib/numbers';
import { formatPosition } from '../../../lib/positions';
import { paths } from '../../../lib/paths';
import { CompareWithMeLink } from '../../compare';
import type { LeaderboardRow } from '../api';
import { Movement } from './Movement';

/** Medal icons (not emoji: some systems have no emoji font), named for assistive technology. */
const MEDALS: Record<number, { colour: string; label: string }> = {
  1: { colour: '#e6b422', label: 'Gold medal' },
  2: { colour: '#a7b0bd', label: 'Silver medal' },
  3: { colour: '#c4773b', label: 'Bronze medal' },
};

/**
 * The position ('=2' when shared, so a tie reads as one; the medals of 1–3 follow the position, so
 * two players tied second both get silver) and its movement since the previous match week.
 */
function PositionCell({ row }: { row: LeaderboardRow }) {
  const medal = MEDALS[row.position];
  return (
    <td className="position">
      <span className="position-inner">
        {medal && (
          <MedalIcon
            titleAccess={medal.label}
            sx={{ color: medal.colour, fontSize: '1.25rem', display: 'block' }}
          />
        )}
        <span>{formatPosition(row.position, row.tied)}</span>
        <Movement position={row.position} previous={row.previousPosition} />
      </span>
    </td>
  );
}

/**
 * One row in plain table elements: up to 102 of them render at once, so their look is styled once
 * on the table (`rowStyles`) rather than per cell, which keeps the page's main thread short.
 */
export function Row({ row, isMe }: { row: LeaderboardRow; isMe: boolean }) {
  const { user } = row;
  return (
    <tr className={isMe ? 'me' : undefined} aria-current={isMe ? 'true' : undefined}>
      <PositionCell row={row} />
      <td>
        <span className="player">
          <KitShirt
            kitStyle={user.kitStyle}
            primary={user.kitPrimaryColour}
            secondary={user.kitSecondaryColour}
            size={28}
          />
          <RouterLink to={paths.publicProfile(user.id)} className="team">
            {user.teamName}
          </RouterLink>
          {isMe && <Chip label="You" size="small" color="primary" />}
          <CompareWithMeLink userId={user.id} teamName={user.teamName} variant="icon" />
        </span>
      </td>
      <td className="num points">
        {formatNumber(row.totalPoints)}
        {!!row.livePoints && (
          <span className="live" title="Provisional points from matches in play">
            {signedLivePoints(row.livePoints)}
            <span className="visually-hidden"> live</span>
          </span>
        )}
      </td>
      <td className="num">{formatNumber(row.correctResultCount)}</td>
      <td className="num wide">{formatNumber(row.exactScoreCount)}</td>
      <td className="num wide">{formatNumber(row.totalPredictions)}</td>
    </tr>
  );
}

/** Movement colours that read at 4.5:1 on the page and on the highlighted row, in both themes. */
const moveColour = (theme: Theme, kind: 'success' | 'error') =>
  theme.palette.mode === 'light' ? theme.palette[kind].dark : theme.palette[kind].light;

/** The body rows' look, written once for the whole table (MUI TableCell's small-size style). */
export const rowStyles: SxProps<Theme> = (theme) => ({
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
  '& td.position': { whiteSpace: 'nowrap', fontWeight: 600, width: { xs: 76, sm: 112 } },
  '& .position-inner': { display: 'flex', alignItems: 'center', gap: 0.5, lineHeight: 1 },
  '& .move': { fontSize: '0.75rem', fontWeight: 700, color: theme.palette.text.secondary },
  '& .move-up': { color: moveColour(theme, 'success') },
  '& .move-down': { color: moveColour(theme, 'error') },
  '& .player': { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 },
  // Under the position line ('You are …') the chip says nothing new: on phones the name gets its room.
  '& tbody.pinned .MuiChip-root': { display: { xs: 'none', sm: 'inline-flex' } },
  '& a.team': {
    color: 'inherit',
    fontWeight: 500,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
  '& tr.me a.team': { fontWeight: 700 },
  '& td.num': { textAlign: 'right' },
  '& td.points': { fontWeight: 700, whiteSpace: 'nowrap' },
  '& .live': { ml: 0.5, fontSize: '0.75rem', color: moveColour(theme, 'error') },
  '& .visually-hidden': visuallyHidden,
  '& td.wide': { display: { xs: 'none', sm: 'table-cell' } },
  '& tbody.pinned tr:last-of-type td': { borderBottom: `2px solid ${theme.palette.divider}` },
  '& td.pinned-line': { height: 'auto', pt: 1.5, pb: 0.5, fontWeight: 600, borderBottom: 0 },
});
