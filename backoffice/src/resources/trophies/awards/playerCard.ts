// How the player site draws a trophy (player/src/features/home/trophies.ts and TrophiesSection):
// the same labels and emoji, so the preview shows what a player will see. Keep the two in step.
const PLAYER_LABELS: Record<string, string> = {
  custom: 'Custom Achievement',
  monthly_first: 'Monthly Champion',
  monthly_second: 'Monthly Runner-up',
  monthly_third: 'Monthly Third Place',
  annual_first: 'Annual Champion',
  annual_second: 'Annual Runner-up',
  annual_third: 'Annual Third Place',
  league_first: 'League Winner',
  league_second: 'League Runner-up',
  league_third: 'League Third Place',
};

/** The label the player site shows for a trophy type. */
export function playerTypeLabel(type: string): string {
  return PLAYER_LABELS[type] ?? 'Achievement';
}

/** The emoji the player site shows for a trophy without an image. */
export function playerTrophyEmoji(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('first') || t.includes('champion')) return '🏆';
  if (t.includes('second')) return '🥈';
  if (t.includes('third')) return '🥉';
  return '⭐';
}
