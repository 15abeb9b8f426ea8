import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { formatCount } from '../lib/responsive';

/** One dashboard total, a number written 27,102; `disabled` greys the tile out (Reports). */
export function StatTile({
  label,
  value,
  loading,
  disabled,
}: {
  label: string;
  value?: number | string;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Card
      variant="outlined"
      aria-label={label}
      aria-disabled={disabled || undefined}
      sx={{
        opacity: disabled ? 0.5 : 1,
        bgcolor: disabled ? 'action.disabledBackground' : undefined,
      }}
    >
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        {loading ? (
          <CircularProgress size={28} aria-label={`Loading ${label}`} />
        ) : (
          <Typography variant="h4" component="p">
            {typeof value === 'number' ? formatCount(value) : (value ?? '–')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
