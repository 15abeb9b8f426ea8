import { useEffect } from 'react';
import { Container, Stack } from '@mui/material';
import { useSession } from '../../lib/session';
import { ActiveCompetitions } from '../seasons';
import { Hero } from './components/Hero';
import { FeatureCards } from './components/FeatureCards';

/** / : hero, how-it-works for guests, the active competitions. */
export function HomePage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = 'Predictor – Football Score Predictions';
  }, []);
  return (
    <>
      <Hero user={user} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 4, md: 6 }}>
          {!user && <FeatureCards />}
          <ActiveCompetitions />
        </Stack>
      </Container>
    </>
  );
}
