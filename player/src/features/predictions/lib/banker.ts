import type { Match } from '../api';
import { isOpen, valuesOf, type Draft } from './drafts';

/**
 * What choosing the banker for a match means, one banker per match week:
 * - `free`: no other match of the week holds it (or this match does, and the choice takes it off);
 * - `move`: another open match of the week holds it (saved or typed): ask before moving it;
 * - `stuck`: a match of the week whose predictions have closed holds the saved banker, which the
 *   server keeps there, so it cannot move.
 */
export type BankerChoice =
  { kind: 'free' } | { kind: 'move'; from: Match } | { kind: 'stuck'; holder: Match };

/**
 * The banker choice for `match` among `matches` (the season's, or the week's), reading each open
 * match's draft (else its saved prediction) and each closed match's saved prediction.
 */
export function bankerChoice(
  match: Match,
  matches: readonly Match[],
  drafts: Readonly<Record<number, Draft>>,
  now = Date.now(),
): BankerChoice {
  const group = match.matchGroup?.id;
  if (group === undefined || valuesOf(match, drafts[match.id]).isBanker) return { kind: 'free' };
  for (const other of matches) {
    if (other.id === match.id || other.matchGroup?.id !== group) continue;
    if (!isOpen(other, now)) {
      const saved = other.userPrediction;
      if (saved?.isBanker && !saved.isVoid) return { kind: 'stuck', holder: other };
    } else if (valuesOf(other, drafts[other.id]).isBanker) {
      return { kind: 'move', from: other };
    }
  }
  return { kind: 'free' };
}

/** 'Arsenal v Chelsea'. */
export const fixtureName = (match: Match) => `${match.homeTeam.name} v ${match.awayTeam.name}`;

/** The question asked before the banker moves (issue 28). */
export const bankerMoveQuestion = (from: Match, to: Match) =>
  `Move your banker from ${fixtureName(from)} to ${fixtureName(to)}?`;

/** Why the banker cannot move: its match has closed. */
export const bankerStuckMessage = (holder: Match) =>
  `Your banker stays on ${fixtureName(holder)}: predictions for that match have closed.`;

/** The round's banker as the header names it: the saved banker among `matches`, if any. */
export function savedBanker(matches: readonly Match[]): Match | null {
  return matches.find((m) => m.userPrediction?.isBanker && !m.userPrediction.isVoid) ?? null;
}
