import { Skeleton, Stack, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { useQuery } from '@tanstack/react-query';
import { globalRankQuery, type GlobalRank } from '../../../lib/players';

/** Spec §4 global rank: '#n', 'Unranked' outside the top 1000, or no rank yet. */
export function rankText(rank: GlobalRank): string {
  if (!rank.hasRank) return 'No rank yet';
  if (rank.isUnranked || rank.rank === null) return 'Unranked';
  return `#${rank.rank}`;
}

/** A player's global rank line; silent (nothing shown) when the call fails. */
export function RankLine({ userId }: { userId: number }) {
  const { data, isPending, isError } = useQuery(globalRankQuery(userId));
  if (isError) return null;
  if (isPending) {
    return <Skeleton variant="text" width={160} role="status" aria-label="Loading global rank" />;
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <EmojiEventsIcon fontSize="small" color="secondary" aria-hidden />
      <Typography variant="body1">
        Global rank: <strong>{rankText(data)}</strong>
      </Typography>
    </Stack>
  );
}
