import { useEffect, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

/** Spec §9: how long 'Copied!' shows after copying the invite code. */
export const COPY_CONFIRMATION_MS = 2000;

/** The invite code with a Copy button; 'Copied!' for 2 seconds after a successful copy. */
export function InviteCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box
        component="code"
        aria-label="Invite code"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          letterSpacing: '0.12em',
          px: 1.25,
          py: 0.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        {code}
      </Box>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void copy()}
        startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        aria-label={copied ? 'Copied!' : 'Copy invite code'}
      >
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {failed ? 'Copy failed: select the code and copy it by hand.' : ''}
      </Typography>
    </Stack>
  );
}
