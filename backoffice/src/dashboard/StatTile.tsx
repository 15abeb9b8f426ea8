import { Card, CardContent, CircularProgress, Typography } from '@mui/material';

/** One dashboard total; `disabled` greys the tile out (Reports). */
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
        minWidth: 180,
        flex: 1,
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
            {value ?? '–'}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
