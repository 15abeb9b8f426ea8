import { Box, Card, CardActionArea, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import EventIcon from '@mui/icons-material/Event';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { Section } from './Section';

const TILES = [
  { label: 'My Predictions', to: paths.myPredictions, icon: ListAltIcon },
  { label: 'Create or Join League', to: paths.leagues, icon: GroupAddIcon },
  { label: 'Browse Fixtures', to: paths.seasons, icon: EventIcon },
  { label: 'Leaderboards', to: paths.leaderboards, icon: LeaderboardIcon },
];

/** The four shortcut tiles of the home page. */
export function ShortcutTiles() {
  return (
    <Section id="shortcuts" title="Quick Links">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {TILES.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={to}
                sx={{
                  height: '100%',
                  minHeight: 96,
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                  justifyContent: 'center',
                  textAlign: 'center',
                }}
              >
                <Icon color="primary" aria-hidden />
                <Typography variant="subtitle2" component="span">
                  {label}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}
