import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { LiveTableNotice } from '../../../components/LiveTableNotice';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { STANDINGS_ROWS, standingsQuery, type League, type LeagueMember } from '../api';
import { downloadStandingsCsv } from '../csv';
import { Pager } from './Pager';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { StandingsTable } from './StandingsTable';

/** The CSV download: its state and the failure to show. */
function useCsvDownload(league: League) {
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setError(null);
    setDownloading(true);
    try {
      await downloadStandingsCsv(league);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to download standings'));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading, error };
}

function StandingsSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading standings">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={47} sx={{ mb: '1px' }} />
      ))}
    </Box>
  );
}

/** One page of the standings (STANDINGS_ROWS) with Previous and Next; the caller's row pinned above when elsewhere. */
function StandingsPage({
  league,
  onRemove,
}: {
  league: League;
  onRemove: ((member: LeagueMember) => void) | null;
}) {
  const { user } = useSession();
  const [offset, setOffset] = useState(0);
  const query = useQuery(standingsQuery(league.id, offset));
  if (query.isPending) return <StandingsSkeleton />;
  if (query.isError) {
    return (
      <ErrorBanner
        message={errorMessage(query.error, 'Failed to load league data')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const page = query.data;
  if (page.totalMembers === 0) return <Alert severity="info">No members yet.</Alert>;
  return (
    <>
      <Box sx={{ px: 2 }}>
        <LiveTableNotice live={page.live} />
      </Box>
      <StandingsTable league={league} page={page} userId={user?.id} onRemove={onRemove} />
      <Pager
        offset={page.offset}
        size={STANDINGS_ROWS}
        shown={page.rows.length}
        total={page.totalMembers}
        onChange={setOffset}
        busy={query.isPlaceholderData}
      />
    </>
  );
}

/**
 * The league table: ranking rules, one row per member (kit, team, real name when the API sends it,
 * points, correct, exact, predictions, last completed week with its top scorers), the caller's row
 * highlighted, or pinned at the top when not on the page shown, 20 rows a page with Previous and
 * Next, a CSV download for members and a Remove action for those who manage the league.
 */
export function Standings({ league }: { league: League }) {
  const { isAdmin } = useSession();
  const [removing, setRemoving] = useState<LeagueMember | null>(null);
  const csv = useCsvDownload(league);
  const canManage = isAdmin || league.role === 'creator' || league.role === 'admin';
  const canDownload = league.isMember || isAdmin;

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
            onClick={() => void csv.download()}
            disabled={csv.downloading}
          >
            Download CSV
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
        Ranked by points; members level on points are split by most correct results, then most exact
        scores, then most goals in exact scores.
      </Typography>
      {csv.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 1.5 }}>
          {csv.error}
        </Alert>
      )}
      <StandingsPage league={league} onRemove={canManage ? setRemoving : null} />
      <RemoveMemberDialog league={league} member={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}
