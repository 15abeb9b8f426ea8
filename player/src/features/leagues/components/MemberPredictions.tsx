import { useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  formatPoints,
  isScoredOutcome,
  matchPhase,
  predictionOutcome,
  type MatchPhase,
} from '@predictor/contracts/rules';
import { AdminEnteredChip } from '../../../components/AdminEnteredChip';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { OutcomeChip } from '../../../components/OutcomeChip';
import { errorMessage } from '../../../lib/api';
import { MatchTime } from '../../../components/MatchTime';
import { useSession } from '../../../lib/session';
import {
  leagueCurrentMatchGroupQuery,
  leagueMatchGroupsQuery,
  leaguePredictionsQuery,
  type League,
  type LeaguePrediction,
} from '../api';

type MatchOf = LeaguePrediction['match'];

/** Spec §4, league page: upcoming before predictionsClose, closed until kick-off, then played. */
const PHASE_LABEL: Record<MatchPhase, string> = {
  upcoming: 'Upcoming',
  closed: 'Predictions closed',
  played: 'Played',
};

function PickRow({ prediction, isMe }: { prediction: LeaguePrediction; isMe: boolean }) {
  const outcome = predictionOutcome(prediction, prediction.match);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        px: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Typography
        variant="body2"
        sx={{
          flex: '1 1 8rem',
          minWidth: 0,
          overflowWrap: 'anywhere',
          fontWeight: isMe ? 700 : 400,
        }}
      >
        {prediction.user.teamName}
        {isMe && ' (you)'}
      </Typography>
      {prediction.hidden ? (
        <Chip label="Hidden" size="small" variant="outlined" />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {prediction.homeGoals}–{prediction.awayGoals}
        </Typography>
      )}
      {prediction.isBanker && (
        <Chip label="Banker" size="small" color="secondary" variant="outlined" />
      )}
      {prediction.enteredByAdmin && <AdminEnteredChip />}
      {isScoredOutcome(outcome) && (
        <OutcomeChip outcome={outcome} points={formatPoints(prediction.points)} />
      )}
    </Box>
  );
}

function MatchBlock({
  match,
  picks,
  myId,
}: {
  match: MatchOf;
  picks: LeaguePrediction[];
  myId: number | undefined;
}) {
  const phase = matchPhase(match, new Date());
  const final = match.homeGoals !== null && match.awayGoals !== null;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${match.homeTeam.name} v ${match.awayTeam.name}`}
    >
      <Stack
        direction="row"
        sx={{
          px: 1.5,
          py: 1,
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {match.homeTeam.name} {final ? `${match.homeGoals}–${match.awayGoals}` : 'v'}{' '}
            {match.awayTeam.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <MatchTime value={match.matchDate} />
          </Typography>
        </Box>
        <Chip label={PHASE_LABEL[phase]} size="small" variant="outlined" />
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {picks.map((p) => (
          <PickRow key={p.id} prediction={p} isMe={p.user.id === myId} />
        ))}
      </Box>
    </Paper>
  );
}

function WeekPredictions({ league, groupId }: { league: League; groupId: number }) {
  const { user } = useSession();
  const { data, isPending, isError, error, refetch } = useQuery(
    leaguePredictionsQuery(league.id, groupId),
  );
  if (isPending)
    return (
      <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Loading predictions">
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  if (isError)
    return (
      <ErrorBanner
        message={errorMessage(error, 'Failed to load predictions')}
        onRetry={() => void refetch()}
      />
    );
  if (data.length === 0)
    return <Alert severity="info">No predictions found for this matchweek</Alert>;
  const byMatch = new Map<number, { match: MatchOf; picks: LeaguePrediction[] }>();
  for (const p of data) {
    const entry = byMatch.get(p.match.id) ?? { match: p.match, picks: [] };
    entry.picks.push(p);
    byMatch.set(p.match.id, entry);
  }
  const matches = [...byMatch.values()].sort(
    (a, b) => Date.parse(a.match.matchDate) - Date.parse(b.match.matchDate),
  );
  return (
    <Stack spacing={1.5}>
      {matches.map(({ match, picks }) => (
        <MatchBlock
          key={match.id}
          match={match}
          myId={user?.id}
          picks={[...picks].sort((a, b) =>
            a.user.id === user?.id
              ? -1
              : b.user.id === user?.id
                ? 1
                : a.user.teamName.localeCompare(b.user.teamName),
          )}
        />
      ))}
    </Stack>
  );
}

/**
 * Members' predictions per match week (members and site admins): the server's current week first,
 * others' picks 'Hidden' until predictions close, the caller's own always shown, scored picks
 * coloured exact, correct or incorrect.
 */
export function MemberPredictions({ league }: { league: League }) {
  const groups = useQuery(leagueMatchGroupsQuery(league.id));
  const current = useQuery({ ...leagueCurrentMatchGroupQuery(league.id), retry: false });
  const [chosen, setChosen] = useState<number | null>(null);

  let body;
  if (groups.isPending || current.isPending) {
    body = <Skeleton variant="rounded" height={160} />;
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
    const fallback = groups.data.find((g) => g.id === current.data?.id)?.id ?? groups.data[0].id;
    const groupId = groups.data.some((g) => g.id === chosen) ? (chosen as number) : fallback;
    body = (
      <Stack spacing={2}>
        <TextField
          select
          size="small"
          label="Match week"
          value={groupId}
          onChange={(e) => setChosen(Number(e.target.value))}
          sx={{ maxWidth: 320 }}
        >
          {groups.data.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <WeekPredictions league={league} groupId={groupId} />
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
