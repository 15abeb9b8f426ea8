import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { trophyTypeLabel } from '@predictor/contracts/messages';
import type { Award } from '../api';
import { earnedLabel } from '../counts';
import { TrophyArt } from './TrophyArt';

/** One award in a trophy room: picture, name, type label, description, reason, date earned. */
export function TrophyCard({ award }: { award: Award }) {
  const { trophy } = award;
  return (
    <Card component="article" aria-label={trophy.name} sx={{ height: '100%' }}>
      <CardContent sx={{ height: '100%' }}>
        <Stack spacing={1.25} sx={{ alignItems: 'center', textAlign: 'center', height: '100%' }}>
          <TrophyArt imageUrl={trophy.imageUrl} trophyType={trophy.trophyType} size={72} />
          <Typography
            variant="h6"
            component="h3"
            sx={{ fontSize: '1.05rem', fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {trophy.name}
          </Typography>
          <Chip size="small" variant="outlined" label={trophyTypeLabel(trophy.trophyType)} />
          {trophy.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {trophy.description}
            </Typography>
          )}
          {award.reason && (
            <Typography variant="body2" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
              “{award.reason}”
            </Typography>
          )}
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            sx={{ mt: 'auto', pt: 0.5 }}
          >
            <time dateTime={award.awardedAt}>{earnedLabel(award.awardedAt)}</time>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
