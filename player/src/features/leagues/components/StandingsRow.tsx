import { Box, Button, Chip, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router-dom';
import { KitShirt } from '../../../components/KitShirt';
import { LivePoints } from '../../../components/LiveTableNotice';
import { formatNumber } from '../../../lib/numbers';
import { formatPosition } from '../../../lib/positions';
import { CompareWithMeLink } from '../../compare';
import type { LeagueMember } from '../api';

const realName = (user: LeagueMember['user']) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

function TeamCell({ user, isMe }: { user: LeagueMember['user']; isMe: boolean }) {
  const name = realName(user);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <KitShirt
        kitStyle={user.kitStyle}
        primary={user.kitPrimaryColour}
        secondary={user.kitSecondaryColour}
        size={24}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={RouterLink}
          to={`/users/${user.id}`}
          variant="body2"
          sx={{
            color: 'inherit',
            fontWeight: isMe ? 700 : 500,
            textDecoration: 'none',
            overflowWrap: 'break-word',
            '&:hover, &:focus-visible': { textDecoration: 'underline' },
          }}
        >
          {user.teamName}
        </Typography>
        {name && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {name}
          </Typography>
        )}
      </Box>
      {isMe && (
        <Chip
          label="You"
          size="small"
          color="primary"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      )}
      <CompareWithMeLink userId={user.id} teamName={user.teamName} variant="icon" />
    </Stack>
  );
}

/** Last week's points, with a star for the week's top scorers. */
function LastWeekCell({ row, week }: { row: LeagueMember; week: string | null }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      {row.isLastWeekTop && week && (
        <Tooltip title={`Top scorer of ${week}`}>
          <StarIcon
            titleAccess={`Top scorer of ${week}`}
            fontSize="small"
            sx={{ color: (theme) => (theme.palette.mode === 'light' ? '#92400e' : '#facc15') }}
          />
        </Tooltip>
      )}
      <span>{row.lastWeekPoints === null ? '–' : formatNumber(row.lastWeekPoints)}</span>
    </Stack>
  );
}

export interface StandingsRowProps {
  row: LeagueMember;
  isMe: boolean;
  week: string | null;
  onRemove: ((row: LeagueMember) => void) | null;
  showActions: boolean;
}

/** One member: position ('=2' when shared), kit, team (and real name when sent), totals, last week, Remove. */
export function StandingsRow({ row, isMe, week, onRemove, showActions }: StandingsRowProps) {
  return (
    <TableRow className={isMe ? 'me' : undefined} aria-current={isMe ? 'true' : undefined}>
      <TableCell sx={{ fontWeight: 600, width: 48 }}>
        {formatPosition(row.position, row.tied)}
      </TableCell>
      <TableCell>
        <TeamCell user={row.user} isMe={isMe} />
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatNumber(row.totalPoints)}
        <LivePoints points={row.livePoints} />
      </TableCell>
      <TableCell align="right">{formatNumber(row.correctPredictions)}</TableCell>
      <TableCell align="right" className="wide">
        {formatNumber(row.exactScoreCount)}
      </TableCell>
      <TableCell align="right" className="wide">
        {formatNumber(row.predictionCount)}
      </TableCell>
      <TableCell align="right">
        <LastWeekCell row={row} week={week} />
      </TableCell>
      {showActions && (
        <TableCell align="right">
          {onRemove && !isMe && row.role !== 'creator' && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(row)}
              aria-label={`Remove ${row.user.teamName}`}
            >
              Remove
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}
