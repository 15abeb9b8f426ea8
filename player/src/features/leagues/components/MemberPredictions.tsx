import { useState } from 'react';
import { Alert, Box, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LEAGUE_PREDICTIONS_PAGE_SIZE } from '@predictor/contracts/constants';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import {
  leagueCurrentMatchGroupQuery,
  leagueMatchGroupsQuery,
  leaguePredictionsQuery,
  type League,
} from '../api';
import { Pager } from './Pager';
import { GridLegend } from './PickCell';
import { PredictionsGrid } from './PredictionsGrid';

const GRID_SKELETON = (
  <Skeleton
    variant="rounded"
    height={320}
    role="status"
    aria-busy="true"
    aria-label="Loading predictions"
  />
);

/** One week's grid, a page of members at a time (the caller's row on every page). */
function WeekPredictions({
  league,
  groupId,
  weekName,
}: {
  league: League;
  groupId: number;
  weekName: string;
}) {
  const [page, setPage] = useState({ groupId, offset: 0 });
  // A new week starts on its first page.
  const offset = page.groupId === groupId ? page.offset : 0;
  const query = useQuery(leaguePredictionsQuery(league.id, groupId, offset));
  if (query.isPending) return GRID_SKELETON;
  if (query.isError)
    return (
      <ErrorBanner
        message={errorMessage(query.error, 'Failed to load predictions')}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  if (data.matches.length === 0 || (data.totalMembers === 0 && data.predictions.length === 0))
    return <Alert severity="info">No predictions found for this matchweek</Alert>;
  return (
    <Stack spacing={1}>
      <PredictionsGrid data={data} weekName={weekName} />
      <Pager
        offset={data.offset}
        size={LEAGUE_PREDICTIONS_PAGE_SIZE}
        shown={data.members.length}
        total={data.totalMembers}
        onChange={(next) => setPage({ groupId, offset: next })}
        busy={query.isPlaceholderData}
      />
    </Stack>
  );
}

/**
 * Members' predictions per match week (members and site admins), as one grid: the server's current
 * week first, others' picks 'Hidden' until predictions close, the caller's own always shown and
 * pinned first, scored picks coloured exact, correct or incorrect with a mark beside each colour.
 */
export function MemberPredictions({ league }: { league: League }) {
  const groups = useQuery(leagueMatchGroupsQuery(league.id));
  const current = useQuery({ ...leagueCurrentMatchGroupQuery(league.id), retry: false });
  const [chosen, setChosen] = useState<number | null>(null);

  let body;
  if (groups.isPending || current.isPending) {
    body = GRID_SKELETON;
  } else if (groups.isError) {
    body = (
      <ErrorBanner
        message={errorMessage(groups.error, 'Failed to load predictions')}
        onRetry={() => void groups.refetch()}
      />
    );
  } else if (groups.data.length === 0) {
    body = <Alert severity="info">No predictions found for this matchweek</Alert>;
  } else {
    const fallback = groups.data.find((g) => g.id === current.data?.id) ?? groups.data[0];
    const group = groups.data.find((g) => g.id === chosen) ?? fallback;
    body = (
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <TextField
            select
            size="small"
            label="Match week"
            value={group.id}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ minWidth: 200, maxWidth: 320 }}
          >
            {groups.data.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <GridLegend />
        </Stack>
        <WeekPredictions league={league} groupId={group.id} weekName={group.name} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="member-predictions-title">
      <Typography id="member-predictions-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Member predictions
      </Typography>
      {body}
    </Box>
  );
}
