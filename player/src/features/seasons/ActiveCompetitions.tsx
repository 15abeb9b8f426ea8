import { useDeferredValue } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { seasonsQuery } from './api';
import { SeasonCard } from './components/SeasonCard';
import { SeasonGrid } from './components/SeasonGrid';

/** Home section: the active competitions; hidden while loading, on failure or when there are none. */
export function ActiveCompetitions() {
  // Deferred: the cards render in slices after the answer arrives, not in one long task.
  const data = useDeferredValue(useQuery(seasonsQuery(true)).data);
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="active-competitions">
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography id="active-competitions" variant="h5" component="h2">
          Active Competitions
        </Typography>
        <Button component={Link} to={paths.seasons} size="small">
          View all
        </Button>
      </Stack>
      <SeasonGrid>
        {data.map((season) => (
          <li key={season.id}>
            <SeasonCard season={season} headingLevel="h3" />
          </li>
        ))}
      </SeasonGrid>
    </Box>
  );
}
