import { Alert, AlertTitle, Button, type SxProps } from '@mui/material';
import { failureMessage } from './errors';

/**
 * A screen's load failure: the spec's text ("Failed to load ...") as the title, the server's message
 * under it when it sent one, and a retry button.
 */
export function LoadErrorAlert({
  title,
  error,
  retryLabel,
  onRetry,
  sx,
}: {
  title: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => unknown;
  sx?: SxProps;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()}>
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {failureMessage(error, '')}
    </Alert>
  );
}
