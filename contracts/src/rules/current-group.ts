import { CURRENT_GROUP_WINDOW_HOURS } from '../constants';

const WINDOW_MS = CURRENT_GROUP_WINDOW_HOURS * 60 * 60 * 1000;

/** What the rule reads of a match group: when its first match kicks off (null: no matches yet). */
export interface GroupStart {
  startDate: Date | string | null;
}

/**
 * The current match group of a season (players' spec §4, the 36-hour rule), chosen alike by
 * GET /seasons/{id}/current-match-group and the season page. A group is "within 36 hours" when its
 * first kick-off is at most 36 hours before or after `now`. The current group is the earliest group
 * within 36 hours whose successor starts more than 36 hours ahead (or that has none); otherwise the
 * first group starting more than 36 hours ahead (so between a finished round and the next one, the
 * next); otherwise, once the season's last round is over, the last group.
 *
 * Groups are taken by first kick-off; groups without matches are skipped; groups starting at the
 * same moment keep the order given (GET /seasons/{id}/match-groups lists by match week, then first
 * kick-off, then id). When no group has a match yet, the first group given; no groups, null.
 */
export function chooseCurrentGroup<T extends GroupStart>(
  groups: readonly T[],
  now: Date,
): T | null {
  if (groups.length === 0) return null;
  const at = now.getTime();
  const dated = groups
    .map((group, index) => ({ group, index, start: startOf(group) }))
    .filter((g) => !Number.isNaN(g.start))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  if (dated.length === 0) return groups[0];
  const ahead = (start: number) => start - at > WINDOW_MS;
  const within = (start: number) => Math.abs(start - at) <= WINDOW_MS;
  const current = dated.find(
    (g, i) => within(g.start) && (i === dated.length - 1 || ahead(dated[i + 1].start)),
  );
  return (current ?? dated.find((g) => ahead(g.start)) ?? dated[dated.length - 1]).group;
}

const startOf = (group: GroupStart) =>
  group.startDate === null || group.startDate === '' ? NaN : new Date(group.startDate).getTime();
