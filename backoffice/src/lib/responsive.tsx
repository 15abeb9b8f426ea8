import type { ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below 600 px (theme.breakpoints.down('sm')), as react-admin's demo does: lists show a
 * SimpleList instead of their table, so nothing scrolls sideways on a phone.
 */
export function useIsSmall() {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}

/** A list's body: `small` (a SimpleList) below 600 px, the table (`children`) above. */
export function ResponsiveListBody({
  small,
  children,
}: {
  small: ReactElement;
  children: ReactElement;
}) {
  return useIsSmall() ? small : children;
}

/**
 * A list's top toolbar whose buttons wrap below 600 px instead of overflowing the screen (one line
 * from 600 px up, as react-admin lays it out beside the filters).
 */
export const WRAPPING_TOOLBAR_SX = {
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  alignItems: 'center',
  rowGap: 0.5,
  maxWidth: '100%',
} as const;

/** A count as people read it: 27,102. */
export const formatCount = (count: number) => count.toLocaleString('en-GB');
