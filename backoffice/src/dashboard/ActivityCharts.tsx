import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { DashboardActivity } from '@predictor/contracts/types';

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const label = (isoDate: string) => dayLabel.format(new Date(`${isoDate}T00:00:00Z`));

/** The dashboard's two charts. Loaded lazily: MUI X Charts stays out of the dashboard's chunk. */
export default function ActivityCharts({ activity }: { activity: DashboardActivity }) {
  const theme = useTheme();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          {translate('app.dashboard.predictionsPerDay')}
        </Typography>
        <LineChart
          height={220}
          dataset={activity.predictionsPerDay.map((d) => ({ day: label(d.date), count: d.count }))}
          xAxis={[{ scaleType: 'point', dataKey: 'day', tickInterval: (_v, i) => i % 7 === 0 }]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              dataKey: 'count',
              label: translate('app.dashboard.predictions'),
              color: theme.palette.primary.main,
              showMark: false,
              area: true,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <Typography component="figcaption" variant="subtitle2">
          {translate('app.dashboard.activePlayersPerWeek')}
        </Typography>
        <BarChart
          height={220}
          dataset={activity.activePlayersPerWeek.map((w) => ({
            week: label(w.weekStart),
            count: w.count,
          }))}
          xAxis={[{ scaleType: 'band', dataKey: 'week' }]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              dataKey: 'count',
              label: translate('app.dashboard.activePlayers'),
              color: theme.palette.secondary.main,
            },
          ]}
          hideLegend
          margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
        />
      </figure>
    </Box>
  );
}
