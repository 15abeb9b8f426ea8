import { Chip, Stack, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { Match } from '../api';
import { fixtureName, savedBanker } from '../lib/banker';
import { bankerTextSx } from './bankerStyle';

/** A round's header: '7 of 10 predicted' and where the round's banker is (saved predictions). */
export function RoundSummary({ matches }: { matches: readonly Match[] }) {
  const predicted = matches.filter((m) => m.userPrediction).length;
  const banker = savedBanker(matches);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        mr: 'auto',
        flex: '1 1 18rem',
        minWidth: 0,
      }}
      aria-label="Your round"
      role="group"
    >
      <Typography sx={{ fontWeight: 700 }}>
        {predicted} of {matches.length} predicted
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        icon={banker ? <StarIcon aria-hidden /> : <StarBorderIcon aria-hidden />}
        label={banker ? `Banker: ${fixtureName(banker)}` : 'No banker yet'}
        sx={{
          maxWidth: '100%',
          height: 'auto',
          minHeight: 24,
          ...(banker ? bankerTextSx : {}),
          '& .MuiChip-icon': { color: 'inherit' },
          // Long club names wrap on a phone rather than run off the screen.
          '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        }}
      />
    </Stack>
  );
}
