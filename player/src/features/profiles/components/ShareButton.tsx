import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import ShareIcon from '@mui/icons-material/Share';
import CheckIcon from '@mui/icons-material/Check';

/** How long 'Copied!' shows after the link is copied (spec §9: copy confirmation 2 seconds). */
export const COPIED_MS = 2000;

/** Copies the page's address to the clipboard and confirms with 'Copied!' for 2 seconds. */
export function ShareButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const share = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={copied ? <CheckIcon /> : <ShareIcon />}
        onClick={() => void share()}
      >
        {copied ? 'Copied!' : 'Share Profile'}
      </Button>
      <span role="status" aria-live="polite" style={{ position: 'absolute', left: -10000 }}>
        {copied ? 'Profile link copied to the clipboard' : ''}
      </span>
    </>
  );
}
