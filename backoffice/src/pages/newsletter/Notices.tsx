import { Alert, Stack } from '@mui/material';
import type { Notice } from './outcome';

/** A stack of messages, each an alert so screen readers announce it. */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1}>
      {notices.map((n) => (
        <Alert key={n.text} severity={n.severity}>
          {n.text}
        </Alert>
      ))}
    </Stack>
  );
}
