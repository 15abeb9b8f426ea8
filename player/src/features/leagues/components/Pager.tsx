import { IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatNumber } from '../../../lib/numbers';

/**
 * '21–40 of 141 members' with Previous and Next: the league page shows one page of a long list at a
 * time, so the page keeps its height at any league size.
 */
export function Pager({
  offset,
  size,
  shown,
  total,
  noun = 'members',
  onChange,
  busy = false,
}: {
  offset: number;
  /** Rows a page holds. */
  size: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  /** What the rows are: 'members' unless said. */
  noun?: string;
  onChange: (offset: number) => void;
  busy?: boolean;
}) {
  const range =
    shown === 0
      ? `0 of ${formatNumber(total)}`
      : `${formatNumber(offset + 1)}–${formatNumber(offset + shown)} of ${formatNumber(total)}`;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', px: 1, py: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mr: 1 }}>
        {range} {noun}
      </Typography>
      <IconButton
        aria-label={`Previous ${size} ${noun}`}
        onClick={() => onChange(Math.max(0, offset - size))}
        disabled={busy || offset === 0}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={`Next ${size} ${noun}`}
        onClick={() => onChange(offset + size)}
        disabled={busy || offset + size >= total}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
