/**
 * The rules of the My Predictions page (spec §4, §9), pure so they can be tested at their
 * boundaries: the status of one prediction, the badge of one match group, grouping, default
 * expansion, the filters, the banker stats and the chart data.
 */
import {
  isScoredOutcome,
  matchPhase,
  predictionOutcome,
  type ScoredOutcome,
} from '@predictor/contracts/rules';
import type { Prediction } from '../predictions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec §9: the current week runs from 1 day ahead to 7 days back (My Predictions). */
export const CURRENT_WEEK_AHEAD_MS = 1 * DAY_MS;
export const CURRENT_WEEK_BACK_MS = 7 * DAY_MS;
/** Ours (spec silent): a group is Recent while its last match is at most 30 days old. */
export const RECENT_MS = 30 * DAY_MS;

export type PredictionStatus = 'upcoming' | 'inPlay' | 'scored' | 'played';

export const statusLabels: Record<PredictionStatus, string> = {
  upcoming: 'Upcoming',
  inPlay: 'In Play',
  scored: 'Scored',
  played: 'Played',
};

/**
 * Spec §4: upcoming before predictionsClose; 'In Play' from the close until the match date;
 * from the match date on, scored when isScored, else played. At the close itself predictions are
 * no longer open (§4 "open while now is before predictionsClose"), so that instant is In Play;
 * at the match date itself the match counts as played.
 */
export function predictionStatus(
  prediction: Pick<Prediction, 'isScored' | 'match'>,
  now: Date,
): PredictionStatus {
  const phase = matchPhase(prediction.match, now);
  if (phase === 'upcoming') return 'upcoming';
  if (phase === 'closed') return 'inPlay';
  return prediction.isScored ? 'scored' : 'played';
}

export type GroupBadge = 'current' | 'upcoming' | 'recent' | 'completed' | 'unknown';

export const badgeLabels: Record<GroupBadge, string> = {
  current: 'Current Week',
  upcoming: 'Upcoming',
  recent: 'Recent',
  completed: 'Completed',
  unknown: 'Unknown',
};

/**
 * The badge of a match group from the kick-offs of its matches (spec §4 names the badges and the
 * Current Week window; the other lines are ours):
 * - Current Week: the earliest match is at most 1 day ahead and at most 7 days back (both ends in);
 * - Upcoming: the earliest match is more than 1 day ahead;
 * - Recent: the earliest match is more than 7 days back and the last match at most 30 days back;
 * - Completed: the last match is more than 30 days back;
 * - Unknown: no valid match date.
 */
export function groupBadge(matchDates: readonly string[], now: Date): GroupBadge {
  const times = matchDates.map((d) => Date.parse(d)).filter((t) => Number.isFinite(t));
  if (times.length === 0) return 'unknown';
  const earliest = Math.min(...times);
  const latest = Math.max(...times);
  const t = now.getTime();
  if (earliest - t > CURRENT_WEEK_AHEAD_MS) return 'upcoming';
  if (t - earliest <= CURRENT_WEEK_BACK_MS) return 'current';
  if (t - latest <= RECENT_MS) return 'recent';
  return 'completed';
}

export type ResultKind = ScoredOutcome;

/** The result filter's kind of a prediction: its outcome once scored, else null (void or pending). */
export function resultKind(prediction: Prediction): ResultKind | null {
  const outcome = predictionOutcome(prediction, prediction.match);
  return isScoredOutcome(outcome) ? outcome : null;
}

export interface PredictionFilters {
  season: 'all' | number;
  status: 'all' | PredictionStatus;
  result: 'all' | ResultKind;
}

export const defaultFilters: PredictionFilters = { season: 'all', status: 'all', result: 'all' };

/** The predictions the filters keep (a result filter keeps scored predictions only). */
export function filterPredictions(
  predictions: readonly Prediction[],
  filters: PredictionFilters,
  now: Date,
): Prediction[] {
  return predictions.filter(
    (p) =>
      (filters.season === 'all' || p.season.id === filters.season) &&
      (filters.status === 'all' || predictionStatus(p, now) === filters.status) &&
      (filters.result === 'all' || resultKind(p) === filters.result),
  );
}

export interface MatchGroupSection {
  /** `${seasonId}:${groupId}` ('none' for matches outside any group). */
  key: string;
  name: string;
  matchWeek: number | null;
  badge: GroupBadge;
  /** Earliest kick-off (ms), NaN when unknown. */
  startsAt: number;
  predictions: Prediction[];
}

export interface SeasonSection {
  id: number;
  name: string;
  groups: MatchGroupSection[];
}

const byKickOff = (a: Prediction, b: Prediction) =>
  Date.parse(a.match.matchDate) - Date.parse(b.match.matchDate);
/** Latest first; groups without dates last. */
const byStartDesc = (a: { startsAt: number }, b: { startsAt: number }) =>
  (Number.isNaN(b.startsAt) ? -Infinity : b.startsAt) -
  (Number.isNaN(a.startsAt) ? -Infinity : a.startsAt);

/**
 * Predictions grouped by season, then match group. Within a group matches run by kick-off; seasons
 * follow `seasonOrder` (the competitions' order) when given; groups run latest first (the week being played or next to play sits at the top, older weeks
 * below), which is also what "otherwise the first group" expands.
 */
export function groupPredictions(
  predictions: readonly Prediction[],
  now: Date,
  seasonOrder: readonly number[] = [],
): SeasonSection[] {
  const seasons = new Map<number, { name: string; groups: Map<string, Prediction[]> }>();
  for (const p of predictions) {
    const season = seasons.get(p.season.id) ?? { name: p.season.name, groups: new Map() };
    seasons.set(p.season.id, season);
    const key = `${p.season.id}:${p.matchGroup?.id ?? 'none'}`;
    season.groups.set(key, [...(season.groups.get(key) ?? []), p]);
  }
  const sections = [...seasons.entries()].map(([id, season]) => {
    const groups = [...season.groups.entries()].map(([key, list]): MatchGroupSection => {
      const sorted = [...list].sort(byKickOff);
      const dates = sorted.map((p) => p.match.matchDate);
      const times = dates.map((d) => Date.parse(d)).filter((t) => Number.isFinite(t));
      const group = sorted[0].matchGroup;
      return {
        key,
        name: group?.name ?? 'Other matches',
        matchWeek: group?.matchWeek ?? null,
        badge: groupBadge(dates, now),
        startsAt: times.length ? Math.min(...times) : NaN,
        predictions: sorted,
      };
    });
    groups.sort(byStartDesc);
    return { id, name: season.name, groups, startsAt: groups[0]?.startsAt ?? NaN };
  });
  // Seasons in the given display order (competition order); unknown ones after, latest first.
  const rank = (id: number) => {
    const i = seasonOrder.indexOf(id);
    return i === -1 ? Infinity : i;
  };
  sections.sort((a, b) => rank(a.id) - rank(b.id) || byStartDesc(a, b));
  return sections.map(({ id, name, groups }) => ({ id, name, groups }));
}

/** Spec §2: every Current Week group is expanded by default; otherwise the first group. */
export function defaultExpanded(sections: readonly SeasonSection[]): string[] {
  const groups = sections.flatMap((s) => s.groups);
  const current = groups.filter((g) => g.badge === 'current').map((g) => g.key);
  if (current.length > 0) return current;
  return groups.length > 0 ? [groups[0].key] : [];
}

export interface BankerStats {
  /** Banker picks placed. */
  played: number;
  /** Banker picks already scored. */
  scored: number;
  /** Scored bankers with the result right. */
  correct: number;
  /** correct / scored × 100, rounded; null before any banker is scored. */
  hitRate: number | null;
  /** Sum of pointsBreakdown.bankerBonus: points the banker won (or lost, when negative). */
  net: number;
}

/** Banker stats of the given predictions (beyond the spec, computed client-side). */
export function bankerStats(predictions: readonly Prediction[]): BankerStats {
  const bankers = predictions.filter((p) => p.isBanker);
  const scored = bankers.filter((p) => p.isScored);
  const correct = scored.filter((p) => resultKind(p) !== 'incorrect').length;
  return {
    played: bankers.length,
    scored: scored.length,
    correct,
    hitRate: scored.length ? Math.round((correct / scored.length) * 100) : null,
    net: bankers.reduce((sum, p) => sum + p.pointsBreakdown.bankerBonus, 0),
  };
}

export interface WeekPoints {
  key: string;
  /** Short axis label: 'MW 12', or the group's name when it has no week number. */
  label: string;
  name: string;
  points: number;
}

/**
 * The chart's bars: scored points per match group of one season, in week order (matchWeek, then
 * kick-off); only groups with at least one scored prediction.
 */
export function pointsPerWeek(
  predictions: readonly Prediction[],
  seasonId: number,
  now: Date,
): WeekPoints[] {
  const scored = predictions.filter((p) => p.season.id === seasonId && p.isScored);
  const [season] = groupPredictions(scored, now);
  if (!season) return [];
  return [...season.groups]
    .sort(
      (a, b) =>
        (a.matchWeek ?? Infinity) - (b.matchWeek ?? Infinity) ||
        (a.startsAt || 0) - (b.startsAt || 0),
    )
    .map((g) => ({
      key: g.key,
      label: g.matchWeek !== null ? `MW ${g.matchWeek}` : g.name,
      name: g.name,
      points: g.predictions.reduce((sum, p) => sum + p.points, 0),
    }));
}
