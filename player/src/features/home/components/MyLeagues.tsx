import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { pointsUnit } from '@predictor/contracts/rules';
import { HOME_MY_LEAGUES_MAX } from '@predictor/contracts/constants';
import { paths } from '../../../lib/paths';
import { myLeaguesQuery } from '../../leagues';
import { Section } from './Section';

const ROLE_LABELS: Record<string, string> = {
  creator: 'Creator',
  admin: 'Admin',
  member: 'Member',
};

const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
} as const;

/** My Leagues: up to 6 memberships with points and role; hidden on failure or when there are none. */
export function MyLeagues() {
  const { data, isPending, isError } = useQuery(myLeaguesQuery());
  if (isError || (data && data.length === 0)) return null;
  return (
    <Section id="my-leagues" title="My Leagues" action={{ label: 'View All', to: paths.leagues }}>
      {isPending || !data ? (
        <Box sx={grid} aria-busy="true" aria-label="Loading leagues">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={86} />
          ))}
        </Box>
      ) : (
        <Box component="ul" sx={grid}>
          {data.slice(0, HOME_MY_LEAGUES_MAX).map((membership) => (
            <li key={membership.id}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={Link}
                  to={`${paths.leagues}/${membership.league.id}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent sx={{ minHeight: 86 }}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography
                          variant="subtitle1"
                          component="h3"
                          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
                        >
                          {membership.league.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {membership.league.season.name}
                        </Typography>
                      </Box>
                      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                        <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
                          {membership.totalPoints}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {pointsUnit(membership.totalPoints)}
                        </Typography>
                      </Box>
                    </Stack>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={ROLE_LABELS[membership.role] ?? membership.role}
                      sx={{ mt: 1 }}
                    />
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
