import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/numbers';
import { useSession } from '../../../lib/session';
import { standingsQuery, type League, type LeagueMember } from '../api';
import { downloadStandingsCsv } from '../csv';
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

/** The standings as loaded so far, 'Showing n of m members' and 'Show more' for the next page. */
function StandingsPages({
  league,
  onRemove,
}: {
  league: League;
  onRemove: ((member: LeagueMember) => void) | null;
}) {
  const { user } = useSession();
  const query = useInfiniteQuery(standingsQuery(league.id));
  if (query.isPending) return <StandingsSkeleton />;
  if (query.isError) {
    return (
      <ErrorBanner
        message={errorMessage(query.error, 'Failed to load league data')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const pages = query.data.pages;
  const shown = pages.reduce((count, page) => count + page.rows.length, 0);
  if (shown === 0) return <Alert severity="info">No members yet.</Alert>;
  return (
    <>
      <StandingsTable league={league} pages={pages} userId={user?.id} onRemove={onRemove} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Showing {formatNumber(shown)} of {formatNumber(pages[0].totalMembers)} members
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

/**
 * The league table: ranking rules, one row per member (kit, team, real name when the API sends it,
 * points, correct, exact, predictions, last completed week with its top scorers), the caller's row
 * highlighted or repeated below when outside the pages shown, 100 rows a page with 'Show more',
 * a CSV download for members and a Remove action for those who manage the league.
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
      <StandingsPages league={league} onRemove={canManage ? setRemoving : null} />
      <RemoveMemberDialog league={league} member={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}
