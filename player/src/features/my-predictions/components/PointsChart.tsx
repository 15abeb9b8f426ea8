import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { WeekPoints } from '../rules';

/**
 * The bar chart of points per match week. Loaded lazily (its own chunk): MUI X Charts never enters
 * the first load nor the page's chunk.
 */
export default function PointsChart({ data }: { data: WeekPoints[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={220}
      dataset={data.map((d) => ({ label: d.label, points: d.points }))}
      xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
      yAxis={[{ width: 36 }]}
      series={[{ dataKey: 'points', label: 'Points', color: theme.palette.primary.main }]}
      hideLegend
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
    />
  );
}
