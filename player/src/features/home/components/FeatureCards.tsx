import { Box, Card, CardContent, Typography } from '@mui/material';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import GroupsIcon from '@mui/icons-material/Groups';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { SCORING } from '@predictor/contracts/constants';

const features = [
  {
    icon: SportsSoccerIcon,
    title: 'Predict every match',
    text: `Call the exact score for ${SCORING.exactScore} points or the right result for ${SCORING.correctResult}. Back your banker to double it.`,
  },
  {
    icon: GroupsIcon,
    title: 'Play in leagues',
    text: 'Join official and fan leagues, or create a private league and invite your friends with a code.',
  },
  {
    icon: EmojiEventsIcon,
    title: 'Win trophies',
    text: 'Top the monthly tables for gold, silver and bronze medals, and chase the end-of-season titles.',
  },
];

/** Three reasons to play, for guests on the home page. */
export function FeatureCards() {
  return (
    <Box
      component="section"
      aria-label="How it works"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <Card key={title}>
          <CardContent>
            <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
