/** How a player's position moved since the previous match week (the API's previousPosition). */
export type Move = { kind: 'up' | 'down' | 'same'; places: number };

/** The move from `previous` to `position` (a smaller number is higher); null when there was no previous position. */
export function moveOf(position: number, previous: number | null): Move | null {
  if (previous === null) return null;
  const places = Math.abs(previous - position);
  if (places === 0) return { kind: 'same', places };
  return { kind: previous > position ? 'up' : 'down', places };
}

const placesText = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

/** What a screen reader hears for a move. */
export function moveLabel(move: Move): string {
  if (move.kind === 'same') return 'No change since the previous match week';
  return `${move.kind === 'up' ? 'Up' : 'Down'} ${placesText(move.places)} since the previous match week`;
}

const SIGN = { up: '▲', down: '▼', same: '–' } as const;

/**
 * ▲3, ▼1 or – beside a position, named for assistive technology; nothing without a previous
 * position. Coloured by the table's styles (`.move-up`, `.move-down`), so a hundred rows add no
 * style work of their own; the arrow, not the colour, carries the meaning.
 */
export function Movement({ position, previous }: { position: number; previous: number | null }) {
  const move = moveOf(position, previous);
  if (!move) return null;
  return (
    <span className={`move move-${move.kind}`} role="img" aria-label={moveLabel(move)}>
      {SIGN[move.kind]}
      {move.places > 0 ? move.places : ''}
    </span>
  );
}
