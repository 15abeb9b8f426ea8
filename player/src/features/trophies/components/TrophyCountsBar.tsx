import { Box, Paper, Typography } from '@mui/material';
import type { TrophyCounts } from '../counts';

const TILES: { key: keyof TrophyCounts; label: string; emoji: string }[] = [
  { key: 'total', label: 'Total', emoji: '🏆' },
  { key: 'gold', label: 'Gold', emoji: '🥇' },
  { key: 'silver', label: 'Silver', emoji: '🥈' },
  { key: 'bronze', label: 'Bronze', emoji: '🥉' },
];

/** The room's tallies as four tiles: total, gold, silver, bronze. */
export function TrophyCountsBar({ counts }: { counts: TrophyCounts }) {
  return (
    <Box
      component="ul"
      aria-label="Trophy counts"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
      }}
    >
      {TILES.map((tile) => (
        <Paper
          key={tile.key}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Box aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
            {tile.emoji}
          </Box>
          <Box>
            <Typography
              component="span"
              sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.1 }}
            >
              {counts[tile.key]}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {tile.label}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
