import { useState } from 'react';
import {
  alpha,
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
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
import StarIcon from '@mui/icons-material/Star';
import DownloadIcon from '@mui/icons-material/Download';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { KitShirt } from '../../../components/KitShirt';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { standingsQuery, useRemoveMember, type League, type LeagueMember } from '../api';
import { downloadStandingsCsv } from '../csv';
import { formatNumber } from '../../../lib/numbers';

const realName = (user: LeagueMember['user']) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

const tableSx: SxProps<Theme> = (theme) => ({
  '& th, & td': { px: { xs: 1, sm: 1.5 } },
  '& td': { height: 48 },
  '& tr.me': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& .wide': { display: { xs: 'none', sm: 'table-cell' } },
});

interface RowProps {
  row: LeagueMember;
  isMe: boolean;
  week: string | null;
  onRemove: ((row: LeagueMember) => void) | null;
  showActions: boolean;
}

function Row({ row, isMe, week, onRemove, showActions }: RowProps) {
  const { user } = row;
  const name = realName(user);
  return (
    <TableRow className={isMe ? 'me' : undefined} aria-current={isMe ? 'true' : undefined}>
      <TableCell sx={{ fontWeight: 600, width: 48 }}>{row.position}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <KitShirt
            kitStyle={user.kitStyle}
            primary={user.kitPrimaryColour}
            secondary={user.kitSecondaryColour}
            size={28}
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
                overflowWrap: 'anywhere',
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
          {isMe && <Chip label="You" size="small" color="primary" />}
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }}>
        {formatNumber(row.totalPoints)}
      </TableCell>
      <TableCell align="right">{formatNumber(row.correctPredictions)}</TableCell>
      <TableCell align="right" className="wide">
        {formatNumber(row.exactScoreCount)}
      </TableCell>
      <TableCell align="right" className="wide">
        {formatNumber(row.predictionCount)}
      </TableCell>
      <TableCell align="right">
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
        >
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
      </TableCell>
      {showActions && (
        <TableCell align="right">
          {onRemove && !isMe && row.role !== 'creator' && (
            <Button
              size="small"
              color="error"
              onClick={() => onRemove(row)}
              aria-label={`Remove ${user.teamName}`}
            >
              Remove
            </Button>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

function RemoveDialog({
  league,
  member,
  onClose,
}: {
  league: League;
  member: LeagueMember | null;
  onClose: () => void;
}) {
  const remove = useRemoveMember(league.id);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={member !== null} onClose={close} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">Remove member</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <DialogContentText>
          {member && `Are you sure you want to remove ${member.user.teamName} from this league?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            member &&
            remove.mutate(member.user.id, {
              onSuccess: close,
              onError: (error) =>
                setFailure(errorMessage(error, 'Failed to remove user from league')),
            })
          }
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The league table: ranking rules, one row per member (kit, team, real name when the API sends it,
 * points, correct, exact, predictions, last completed week with its top scorers), the caller's row
 * highlighted or repeated below when outside the pages shown, 100 rows a page with 'Show more',
 * a CSV download for members and a Remove action for those who manage the league.
 */
export function Standings({ league }: { league: League }) {
  const { user, isAdmin } = useSession();
  const query = useInfiniteQuery(standingsQuery(league.id));
  const [removing, setRemoving] = useState<LeagueMember | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const canManage = isAdmin || league.role === 'creator' || league.role === 'admin';
  const canDownload = league.isMember || isAdmin;

  const download = async () => {
    setCsvError(null);
    setDownloading(true);
    try {
      await downloadStandingsCsv(league);
    } catch (error) {
      setCsvError(errorMessage(error, 'Failed to download standings'));
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (query.isPending) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading standings">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rectangular" height={47} sx={{ mb: '1px' }} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    body = (
      <ErrorBanner
        message={errorMessage(query.error, 'Failed to load league data')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const pages = query.data.pages;
    const first = pages[0];
    const rows = pages.flatMap((page) => page.rows);
    const me = pages[pages.length - 1].currentUser ?? first.currentUser;
    const meShown = me !== null && rows.some((row) => row.user.id === me.user.id);
    const week = first.lastCompletedMatchGroup?.name ?? null;
    const columns = canManage ? 8 : 7;
    body =
      rows.length === 0 ? (
        <Alert severity="info">No members yet.</Alert>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={`${league.name} standings`} sx={tableSx}>
              <TableHead>
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
                  {canManage && <TableCell align="right">Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <Row
                    key={row.id}
                    row={row}
                    isMe={row.user.id === user?.id}
                    week={week}
                    onRemove={canManage ? setRemoving : null}
                    showActions={canManage}
                  />
                ))}
              </TableBody>
              {me && !meShown && (
                <TableBody aria-label="Your position">
                  <TableRow>
                    <TableCell colSpan={columns} sx={{ borderTop: 2, borderTopColor: 'divider' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        You are #{formatNumber(me.position)} of {formatNumber(first.totalMembers)}{' '}
                        members
                      </Typography>
                    </TableCell>
                  </TableRow>
                  <Row row={me} isMe week={week} onRemove={null} showActions={canManage} />
                </TableBody>
              )}
            </Table>
          </TableContainer>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              Showing {formatNumber(rows.length)} of {formatNumber(first.totalMembers)} members
            </Typography>
            {query.hasNextPage && (
              <Button
                variant="outlined"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
              </Button>
            )}
          </Stack>
          {query.isFetchNextPageError && <ErrorBanner message="Failed to load league data" />}
        </>
      );
  }

  return (
    <Box component="section" aria-labelledby="standings-title">
      <Stack
        direction="row"
        sx={{
          p: 2,
          pb: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="standings-title" variant="h6" component="h2">
          Standings
        </Typography>
        {canDownload && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
          >
            Download CSV
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
        Ranked by points; members level on points are split by most correct results, then most exact
        scores, then most goals in exact scores.
      </Typography>
      {csvError && (
        <Alert severity="error" sx={{ mx: 2, mb: 1.5 }}>
          {csvError}
        </Alert>
      )}
      {body}
      <RemoveDialog league={league} member={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}
