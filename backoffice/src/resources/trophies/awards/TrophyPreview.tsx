import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Typography,
} from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { AdminTrophy } from '@predictor/contracts/types';
import { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';

/** The trophy as a player's trophy room card draws it: image or emoji, name, type, description. */
export function PlayerTrophyCard({ trophy }: { trophy: AdminTrophy }) {
  const label = trophyTypeLabel(trophy.trophyType);
  return (
    <Card variant="outlined" sx={{ maxWidth: 240, mx: 'auto' }} data-testid="trophy-preview-card">
      <CardContent
        sx={{
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {trophy.imageUrl ? (
          <Avatar
            src={trophy.imageUrl}
            alt=""
            variant="rounded"
            sx={{ width: 48, height: 48, bgcolor: 'transparent' }}
          />
        ) : (
          <Box aria-hidden sx={{ fontSize: 36, lineHeight: '48px', height: 48 }}>
            {trophyEmoji(trophy.trophyType)}
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {trophy.name}
        </Typography>
        {label !== trophy.name && (
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {trophy.description}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The preview panel of the awards pages: how the selected trophy will look in a player's trophy
 * room, read again by "Refresh Preview"; "Failed to load preview" with "Retry" when it cannot load.
 */
export function TrophyPreview({ trophyId }: { trophyId: number | null }) {
  const translate = useTranslate();
  const { data, isPending, isFetching, error, refetch } = useGetOne<AdminTrophy>(
    'trophies',
    { id: trophyId ?? 0 },
    { enabled: trophyId !== null, retry: false },
  );
  let body;
  if (trophyId === null) {
    body = (
      <Typography color="text.secondary">
        {translate('resources.trophyPreview.selectTrophy')}
      </Typography>
    );
  } else if (error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()} disabled={isFetching}>
            {translate('resources.trophyPreview.retry')}
          </Button>
        }
      >
        {translate('resources.trophyPreview.loadFailed')}
      </Alert>
    );
  } else if (isPending || !data) {
    body = (
      <Skeleton
        variant="rounded"
        height={160}
        sx={{ maxWidth: 240, mx: 'auto' }}
        aria-label={translate('resources.trophyPreview.loading')}
      />
    );
  } else {
    body = (
      <>
        <PlayerTrophyCard trophy={data} />
        {!data.isActive && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('resources.trophyPreview.inactive')}
          </Alert>
        )}
      </>
    );
  }
  return (
    <Card component="section" aria-labelledby="trophy-preview-title">
      <CardHeader
        title={translate('resources.trophyPreview.title')}
        subheader={translate('resources.trophyPreview.hint')}
        slotProps={{ title: { id: 'trophy-preview-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        {body}
        {trophyId !== null && !error && (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => refetch()}
              disabled={isFetching}
            >
              {translate('resources.trophyPreview.refresh')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
