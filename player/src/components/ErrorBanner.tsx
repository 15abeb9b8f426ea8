import { Alert, Button } from '@mui/material';

/** A load failure with an optional retry. */
export function ErrorBanner({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
