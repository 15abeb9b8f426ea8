import type { CSSProperties } from 'react';

/**
 * A native radio stretched invisibly over its whole card: the card is the click target, keyboard and
 * screen readers get a real radio group, and the card draws the checked and focus states.
 */
export const coveringRadio: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  zIndex: 1,
};
