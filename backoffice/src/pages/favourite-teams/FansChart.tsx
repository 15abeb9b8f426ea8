import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { TeamWithFans } from './fans';

/** A horizontal bar per team (most fans at the top). Loaded lazily: MUI X Charts is its own chunk. */
export default function FansChart({ teams, label }: { teams: TeamWithFans[]; label: string }) {
  const theme = useTheme();
  return (
    <BarChart
      height={Math.max(160, teams.length * 32 + 40)}
      layout="horizontal"
      dataset={teams.map((team) => ({ name: team.name, fans: team.fanCount }))}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 140 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ dataKey: 'fans', label, color: theme.palette.primary.main }]}
      hideLegend
      margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
    />
  );
}
