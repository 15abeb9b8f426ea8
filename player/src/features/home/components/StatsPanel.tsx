import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { predictionStatsQuery, type PredictionStats } from '../../predictions';
import { Section } from './Section';

const TILES: { label: string; value: (s: PredictionStats) => string }[] = [
  { label: 'Total Points', value: (s) => String(s.totalPoints) },
  { label: 'Predictions', value: (s) => String(s.totalPredictions) },
  { label: 'Accuracy', value: (s) => `${s.predictionAccuracy}%` },
  { label: 'Exact Scores', value: (s) => String(s.exactScores) },
  { label: 'Correct Results', value: (s) => String(s.correctResults) },
  { label: 'Bankers Won', value: (s) => `${s.correctBanks} / ${s.bankerPredictions}` },
];

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
} as const;

/**
 * My Performance (spec §4 stats widget): a skeleton while loading, the totals once loaded, hidden on
 * error ('Failed to load prediction stats' is silent) or when the player has no predictions yet.
 */
export function StatsPanel() {
  const { data, isPending, isError } = useQuery(predictionStatsQuery());
  if (isError || (data && data.totalPredictions === 0)) return null;
  return (
    <Section
      id="my-performance"
      title="My Performance"
      action={{ label: 'View My Predictions', to: paths.myPredictions }}
    >
      <Box component="ul" sx={grid} aria-busy={isPending || undefined}>
        {TILES.map((tile) => (
          <li key={tile.label}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography
                  variant="h5"
                  component="p"
                  sx={{ fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
                >
                  {isPending || !data ? <Skeleton width="50%" /> : tile.value(data)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {tile.label}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}
