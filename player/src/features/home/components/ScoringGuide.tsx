import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { ScoringRules } from '../../../components/ScoringRules';
import { paths } from '../../../lib/paths';

const HINTS = [
  { text: 'Browse the fixtures and predict every match before its deadline.', to: paths.seasons },
  { text: 'Play your banker on the match you are surest of.', to: paths.rules },
  { text: 'Join a league or create one and invite your mates with its code.', to: paths.leagues },
  {
    text: 'Check the leaderboards: monthly winners earn medals and trophies.',
    to: paths.leaderboards,
  },
];

/** How scoring works, and the first steps for a new player. */
export function ScoringGuide() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <Card component="section" aria-labelledby="scoring-title">
        <CardContent>
          <Typography
            id="scoring-title"
            variant="h6"
            component="h2"
            sx={{ mb: 1, fontWeight: 700 }}
          >
            How Scoring Works
          </Typography>
          <ScoringRules />
          <MuiLink
            component={Link}
            to={paths.rules}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            Read the full rules
          </MuiLink>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="getting-started-title">
        <CardContent>
          <Typography
            id="getting-started-title"
            variant="h6"
            component="h2"
            sx={{ mb: 1, fontWeight: 700 }}
          >
            Getting Started
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
            {HINTS.map((hint) => (
              <Typography component="li" variant="body2" key={hint.text}>
                {hint.text}
              </Typography>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
