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
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { thisRoundQuery, type ThisRoundItem } from '../api';
import { formatCountdown } from '../../../lib/countdown';
import { useTimeLeft } from '../../../lib/useTimeLeft';
import { Section } from './Section';

function RoundCard({ item }: { item: ThisRoundItem }) {
  const left = useTimeLeft(item.deadline);
  const percent = item.matchCount > 0 ? (item.predictedCount / item.matchCount) * 100 : 0;
  const week = item.matchGroup.name;
  const progressLabel = `${item.predictedCount} of ${item.matchCount} predicted`;
  return (
    <Card component="article" aria-label={`${item.season.name}, ${week}`} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {item.season.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
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

/** Beyond the spec: the player's open match weeks, one card each; hidden when empty or on failure. */
export function ThisRound() {
  const { data } = useQuery(thisRoundQuery());
  if (!data || data.length === 0) return null;
  return (
    <Section id="this-round" title="This round">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {data.map((item) => (
          <li key={`${item.season.id}-${item.matchGroup.id}`}>
            <RoundCard item={item} />
          </li>
        ))}
      </Box>
    </Section>
  );
}
