/** The tab value of "All Matches" (kept in the URL as ?matchweek=all). */
export const ALL_MATCHES = 'all';

/** A parsed `?matchweek=`: next | current | matchweek-{n} | a match-group id | all. */
export type MatchweekParam =
  | { kind: 'next' }
  | { kind: 'current' }
  | { kind: 'all' }
  | { kind: 'week'; matchWeek: number }
  | { kind: 'group'; groupId: number };

/** Reads `?matchweek=`; anything missing or unknown means the current group. */
export function parseMatchweek(value: string | null | undefined): MatchweekParam {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'next') return { kind: 'next' };
  if (text === ALL_MATCHES) return { kind: 'all' };
  const week = /^matchweek-(\d{1,4})$/.exec(text);
  if (week) return { kind: 'week', matchWeek: Number(week[1]) };
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) return { kind: 'group', groupId: Number(text) };
  return { kind: 'current' };
}

interface TabGroup {
  id: number;
  matchWeek: number | null;
  startDate: string | null;
}

/**
 * The tab to show for a parsed parameter: a group id or ALL_MATCHES. `next` is the first group
 * starting after now; a week or id that does not exist, like `current`, gives the current group
 * (`currentId`), else the first group, else All Matches.
 */
export function resolveTab(
  param: MatchweekParam,
  groups: readonly TabGroup[],
  currentId: number | null,
  now: Date,
): number | typeof ALL_MATCHES {
  if (param.kind === 'all' || groups.length === 0) return ALL_MATCHES;
  const fallback =
    currentId !== null && groups.some((g) => g.id === currentId) ? currentId : groups[0].id;
  switch (param.kind) {
    case 'group':
      return groups.some((g) => g.id === param.groupId) ? param.groupId : fallback;
    case 'week':
      return groups.find((g) => g.matchWeek === param.matchWeek)?.id ?? fallback;
    case 'next': {
      const upcoming = groups
        .filter((g) => g.startDate && new Date(g.startDate).getTime() > now.getTime())
        .sort((a, b) => new Date(a.startDate!).getTime() - new Date(b.startDate!).getTime());
      return upcoming[0]?.id ?? fallback;
    }
    default:
      return fallback;
  }
}
