import { Button, Stack, Typography } from '@mui/material';

/** The auto-submit countdown (spec §4: 3 seconds) with Save now and Cancel. */
export function CountdownBar({
  seconds,
  onSaveNow,
  onCancel,
}: {
  seconds: number;
  onSaveNow: () => void;
  onCancel: () => void;
}) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, bgcolor: 'action.hover', borderRadius: 1, px: 1.5 }}
    >
      <Typography variant="body2" role="status" sx={{ fontWeight: 600, flex: 1 }}>
        Saving in {seconds}…
      </Typography>
      <Button size="small" onClick={onSaveNow}>
        Save now
      </Button>
      <Button size="small" color="inherit" onClick={onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
