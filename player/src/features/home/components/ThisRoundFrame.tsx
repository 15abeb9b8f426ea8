import type { ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import { Section } from './Section';

/** Every This round card, its skeleton and its empty and error states are this tall: nothing below moves. */
export const ROUND_CARD_HEIGHT = 196;
/** Under the cards, room for the row's scroll bar where the system draws one in the page. */
const SCROLLBAR_ROOM = 12;

/** This round's section: its heading, then one row of content of a fixed height. */
export function ThisRoundFrame({ children }: { children: ReactNode }) {
  return (
    <Section id="this-round" title="This round">
      <Box sx={{ height: ROUND_CARD_HEIGHT + SCROLLBAR_ROOM }}>{children}</Box>
    </Section>
  );
}

/**
 * One row of round cards whatever their number (a phone shows one and the edge of the next; wider
 * screens two or three), scrolled sideways when there are more, so the row never grows taller.
 */
export function RoundRow({
  children,
  label,
  scroll = true,
}: {
  children: ReactNode;
  label?: string;
  scroll?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: `${SCROLLBAR_ROOM}px`,
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: {
          xs: '85%',
          sm: 'calc((100% - 16px) / 2)',
          lg: 'calc((100% - 32px) / 3)',
        },
        gap: 2,
        overflowX: scroll ? 'auto' : 'hidden',
        overflowY: 'hidden',
        scrollSnapType: 'x mandatory',
        scrollbarWidth: 'thin',
        '& > li': { scrollSnapAlign: 'start', minWidth: 0, height: ROUND_CARD_HEIGHT },
      }}
    >
      {children}
    </Box>
  );
}

/** Three card-sized placeholders while the rounds load. */
export function RoundCardsSkeleton() {
  return (
    <RoundRow scroll={false} label="Loading rounds">
      {[0, 1, 2].map((i) => (
        <li key={i} aria-hidden>
          <Skeleton variant="rounded" height={ROUND_CARD_HEIGHT} />
        </li>
      ))}
    </RoundRow>
  );
}
