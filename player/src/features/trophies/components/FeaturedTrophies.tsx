import { Box, Button, Card, CardContent, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { trophyTypeLabel } from '@predictor/contracts/messages';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { featuredTrophiesQuery } from '../api';
import { TrophyArt } from './TrophyArt';

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
} as const;

/**
 * A player's featured trophies (at most 8, from the server) on their public profile, with a link to
 * the whole trophy room. `own` words the empty state for the signed-in player's own profile.
 */
export function FeaturedTrophies({ userId, own }: { userId: number; own: boolean }) {
  const { data, isPending, isError, error, refetch } = useQuery(featuredTrophiesQuery(userId));
  return (
    <Card component="section" aria-labelledby="featured-trophies-title">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography
            id="featured-trophies-title"
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700 }}
          >
            Featured Trophies
          </Typography>
          <Button
            component={Link}
            to={own ? paths.trophyRoom : paths.userTrophyRoom(userId)}
            size="small"
          >
            View Trophy Room
          </Button>
        </Stack>
        {isError ? (
          <ErrorBanner
            message={errorMessage(error, 'Failed to load trophies')}
            onRetry={() => void refetch()}
          />
        ) : isPending ? (
          <Box sx={grid} role="status" aria-label="Loading trophies">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={128} />
            ))}
          </Box>
        ) : data.length === 0 ? (
          <Typography color="text.secondary">
            {own ? 'No trophies yet' : 'No trophies earned'}
          </Typography>
        ) : (
          <Box component="ul" sx={grid}>
            {data.map((award) => (
              <Paper
                key={award.id}
                component="li"
                variant="outlined"
                sx={{
                  p: 1.5,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  textAlign: 'center',
                  gap: 0.5,
                }}
              >
                <TrophyArt
                  imageUrl={award.trophy.imageUrl}
                  trophyType={award.trophy.trophyType}
                  size={48}
                />
                <Typography
                  variant="subtitle2"
                  component="h3"
                  sx={{ overflowWrap: 'anywhere', fontWeight: 700 }}
                >
                  {award.trophy.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {trophyTypeLabel(award.trophy.trophyType)}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
