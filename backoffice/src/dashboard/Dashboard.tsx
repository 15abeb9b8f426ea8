import {
  Alert,
  AlertTitle,
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ActivitySection } from './ActivitySection';
import { AdminAreaLinks } from './AdminAreaLinks';
import { StatTile } from './StatTile';
import { useDashboardTotals } from './useDashboardTotals';

/**
 * /admin: the three totals, a greyed-out Reports tile, the activity charts and today's matches, links
 * to every area and back to the site.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { totals, loading, error, dismissError } = useDashboardTotals();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('app.dashboard.title')} />
      {error !== null && (
        <Alert severity="error" onClose={dismissError} sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.dashboard.loadFailed')}</AlertTitle>
          {error}
        </Alert>
      )}
      {/* A grid of cards: as many 180 px+ columns as fit, one on a phone. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          gap: 2,
          mb: 2,
        }}
      >
        <StatTile
          label={translate('app.dashboard.users')}
          value={totals?.totalUsers}
          loading={loading}
        />
        <StatTile
          label={translate('app.dashboard.predictions')}
          value={totals?.totalPredictions}
          loading={loading}
        />
        <StatTile
          label={translate('app.dashboard.matches')}
          value={totals?.totalMatches}
          loading={loading}
        />
        <StatTile
          label={translate('app.dashboard.reports')}
          value={translate('app.dashboard.comingSoon')}
          disabled
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ActivitySection />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.dashboard.areas')}
          </Typography>
          <AdminAreaLinks />
          {/* A plain anchor: the player site is outside the /admin router. */}
          <MuiLink href="/">{translate('app.dashboard.backToSite')}</MuiLink>
        </CardContent>
      </Card>
    </Box>
  );
}
