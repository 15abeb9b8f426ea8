import type { TrophyType } from '@predictor/contracts/types';

const LABELS: Record<TrophyType, string> = {
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

/** The label of a trophy type (spec §3); 'Achievement' for a type it does not know. */
export function trophyTypeLabel(type: string): string {
  return (LABELS as Record<string, string>)[type] ?? 'Achievement';
}

/** The emoji shown when a trophy has no image (spec §3): 🏆 first or champion, 🥈 second, 🥉 third, ⭐ otherwise. */
export function trophyEmoji(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('first') || t.includes('champion')) return '🏆';
  if (t.includes('second')) return '🥈';
  if (t.includes('third')) return '🥉';
  return '⭐';
}
