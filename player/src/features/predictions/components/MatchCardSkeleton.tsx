import { Card, Skeleton, Stack } from '@mui/material';

/** A card's placeholder at its final size. */
export function MatchCardSkeleton() {
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Skeleton width="40%" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
        <Skeleton variant="circular" width={28} height={28} />
        <Skeleton sx={{ flex: 1 }} />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.25, minHeight: 40 }}>
        <Skeleton variant="circular" width={28} height={28} />
        <Skeleton sx={{ flex: 1 }} />
      </Stack>
      <Skeleton width="30%" height={32} />
    </Card>
  );
}
