import { Avatar, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { imageSrc } from '../../../lib/images';
import { featuredTrophiesQuery } from '../api';
import { trophyEmoji, trophyTypeLabel } from '@predictor/contracts/messages';
import { Section } from './Section';

/** Trophies on the home page (spec §9): at most 8. */
export const HOME_TROPHIES_MAX = 8;

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
} as const;

/** The player's featured trophies, image or emoji; hidden on failure or when there are none. */
export function TrophiesSection() {
  const { data, isPending, isError } = useQuery(featuredTrophiesQuery());
  if (isError || (data && data.length === 0)) return null;
  return (
    <Section
      id="my-trophies"
      title="My Trophies"
      action={{ label: 'Trophy Room', to: '/trophies' }}
    >
      {isPending || !data ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading trophies">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={132} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={grid}>
          {data.slice(0, HOME_TROPHIES_MAX).map((award) => (
            <li key={award.id}>
              <Card sx={{ height: '100%' }}>
                <CardContent
                  sx={{
                    textAlign: 'center',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 0.5,
                  }}
                >
                  {award.trophy.imageUrl ? (
                    <Avatar
                      src={imageSrc(award.trophy.imageUrl)}
                      alt=""
                      variant="rounded"
                      sx={{ width: 48, height: 48, bgcolor: 'transparent' }}
                    />
                  ) : (
                    <Box aria-hidden sx={{ fontSize: 36, lineHeight: '48px', height: 48 }}>
                      {trophyEmoji(award.trophy.trophyType)}
                    </Box>
                  )}
                  <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {award.trophy.name}
                  </Typography>
                  {trophyTypeLabel(award.trophy.trophyType) !== award.trophy.name && (
                    <Typography variant="caption" color="text.secondary">
                      {trophyTypeLabel(award.trophy.trophyType)}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
