/**
 * How a table position reads everywhere (leaderboards, league standings, league cards, the home
 * widget): a position shared with another player is marked "=", as in "=2" and "=2nd of 141".
 */

/** "2", or "=2" when another player shares it. */
export function formatPosition(position: number, tied = false): string {
  return `${tied ? '=' : ''}${position}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "3rd", or "=3rd" when shared. */
export function ordinalPosition(position: number, tied = false): string {
  return `${tied ? '=' : ''}${ordinal(position)}`;
}

/** "3rd of 141", or "=3rd of 141" when shared. */
export function positionOf(position: number, total: number, tied = false): string {
  return `${ordinalPosition(position, tied)} of ${total.toLocaleString('en-GB')}`;
}

/**
 * Whether each row's position is shared, for rows in table order: a row is tied when its
 * neighbour above or below has the same position.
 */
export function tiedFlags(rows: readonly { position: number }[]): boolean[] {
  return rows.map(
    (row, i) => rows[i - 1]?.position === row.position || rows[i + 1]?.position === row.position,
  );
}
