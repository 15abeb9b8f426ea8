import { CURRENT_GROUP_WINDOW_HOURS } from '@predictor/contracts/constants';

const WINDOW_MS = CURRENT_GROUP_WINDOW_HOURS * 60 * 60 * 1000;

/** What the rule needs of a match group: its id and when its first match kicks off. */
export interface GroupStart {
  id: number;
  startDate: string | null;
}

/**
 * Spec §4, the current group of the season page: the earliest group whose first match is within
 * 36 hours (kicks off no later than now + 36 h, so a week under way counts) and whose successor
 * starts more than 36 hours away (or that has none); otherwise the first group starting more than
 * 36 hours ahead; otherwise null, meaning "ask the server" (GET /seasons/{id}/current-match-group).
 * Groups without matches (no start) are skipped. The same reading as the server's
 * chooseCurrentGroup, so both sides pick the same week.
 */
export function pickCurrentGroup(groups: readonly GroupStart[], now: Date): number | null {
  const dated = groups
    .filter((g): g is GroupStart & { startDate: string } => Boolean(g.startDate))
    .map((g) => ({ id: g.id, start: new Date(g.startDate).getTime() }))
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const at = now.getTime();
  for (let i = 0; i < dated.length; i += 1) {
    const within = dated[i].start - at <= WINDOW_MS;
    const successor = dated[i + 1];
    if (within && (!successor || successor.start - at > WINDOW_MS)) return dated[i].id;
  }
  return dated.find((g) => g.start - at > WINDOW_MS)?.id ?? null;
}
