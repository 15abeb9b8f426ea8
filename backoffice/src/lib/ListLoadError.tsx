import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { failureMessage } from './errors';

/**
 * A list's error state: the server's message (else the spec's fallback, "Failed to load matches")
 * in a red banner with a retry, in place of the table.
 */
export function ListLoadError({ fallback }: { fallback: string }) {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          {translate('ra.action.refresh')}
        </Button>
      }
    >
      {failureMessage(error, fallback)}
    </Alert>
  );
}
