import { useEffect } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { thisRoundQuery, type ThisRoundItem } from '../api';
import { formatCountdown } from '../../../lib/countdown';
import { useTimeLeft } from '../../../lib/useTimeLeft';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { RoundCardsSkeleton, RoundRow, ThisRoundFrame } from './ThisRoundFrame';

/** The user-timing mark set when This round first shows its rounds (read by npm run bench:web). */
export const THIS_ROUND_MARK = 'home:this-round';

function markShown() {
  if (typeof performance === 'undefined' || !performance.mark) return;
  if (performance.getEntriesByName(THIS_ROUND_MARK).length === 0) performance.mark(THIS_ROUND_MARK);
}

function RoundCard({ item }: { item: ThisRoundItem }) {
  const left = useTimeLeft(item.deadline);
  const percent = item.matchCount > 0 ? (item.predictedCount / item.matchCount) * 100 : 0;
  const week = item.matchGroup.name;
  const progressLabel = `${item.predictedCount} of ${item.matchCount} predicted`;
  return (
    <Card component="article" aria-label={`${item.season.name}, ${week}`} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="subtitle1"
            component="h3"
            noWrap
            title={item.season.name}
            sx={{ fontWeight: 700, lineHeight: 1.3 }}
          >
            {item.season.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {week}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ScheduleIcon fontSize="small" color={left > 0 ? 'secondary' : 'disabled'} aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatCountdown(left)}
          </Typography>
        </Stack>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{progressLabel}</Typography>
            <Typography variant="body2" color="text.secondary">
              {item.openCount} open
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={progressLabel}
            sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
          />
        </Box>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto' }}
        >
          <Chip
            size="small"
            variant={item.bankerPlaced ? 'filled' : 'outlined'}
            color={item.bankerPlaced ? 'secondary' : 'default'}
            icon={item.bankerPlaced ? <StarIcon aria-hidden /> : <StarBorderIcon aria-hidden />}
            label={item.bankerPlaced ? 'Banker placed' : 'No banker yet'}
          />
          {/* The season page opens the round of the shared 36-hour rule, like every way into it. */}
          <Button
            component={Link}
            to={paths.season(item.season.id)}
            variant="contained"
            size="small"
            aria-label={`Predict ${item.season.name} ${week}`}
          >
            Predict
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** No followed competition has an open round (between seasons): where to look instead. */
function NoOpenRound() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <SportsSoccerIcon color="disabled" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>No open rounds right now</Typography>
        <Typography variant="body2" color="text.secondary">
          New fixtures open for predictions here as soon as they are published.
        </Typography>
        <Button component={Link} to={paths.seasons} size="small">
          Browse Fixtures
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Beyond the spec: the open match week of each competition the player follows, one card each (the
 * favourite team's competition first; a new player sees one before any prediction). Its space is
 * kept from the first paint whatever it ends up showing, so nothing below it moves.
 */
export function ThisRound() {
  const { data, isError, error, refetch } = useQuery(thisRoundQuery());
  useEffect(() => {
    if (data) markShown();
  }, [data]);
  let content;
  if (data && data.length > 0) {
    content = (
      <RoundRow label="Open rounds">
        {data.map((item) => (
          <li key={`${item.season.id}-${item.matchGroup.id}`}>
            <RoundCard item={item} />
          </li>
        ))}
      </RoundRow>
    );
  } else if (data) {
    content = <NoOpenRound />;
  } else if (isError) {
    content = (
      <ErrorBanner
        message={errorMessage(error, 'Failed to load data')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <RoundCardsSkeleton />;
  }
  return <ThisRoundFrame>{content}</ThisRoundFrame>;
}
