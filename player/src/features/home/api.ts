/**
 * The home page's own reads (pattern: features/seasons/api.ts). Each key starts with the spec's cache
 * root for its data, so logout and login clear them (lib/cacheRules.ts) and the session-storage
 * allow-list (lib/persist.ts) keeps latest news, leaderboards and league lists. The global rank
 * (lib/players.ts) and the caller's leagues (features/leagues) are other features' reads.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  AwardsResponse,
  LeaderboardPartial,
  LeaderboardView,
  MyMemberships,
  NewsPreview,
  ThisRoundItem,
  UpcomingMatches,
} from '@predictor/contracts/types';
import { api } from '../../lib/api';
import { cacheRoots } from '../../lib/cacheRoots';
import { getToken } from '../../lib/storage';
import { EARLY_THIS_ROUND } from '@predictor/contracts/landing';
import { takeEarlyAnswer, type EarlyAnswer } from '../../lib/earlyAnswers';

export type { LeaderboardPartial, MyMemberships, NewsPreview, ThisRoundItem, UpcomingMatches };
export type Award = AwardsResponse['awards'][number];
export type MyMembership = MyMemberships['memberships'][number];

/** The filter of the leaderboard-position widget: a season id or all, and its view. */
export interface PositionFilter {
  season: number | 'all';
  view: LeaderboardView;
  year?: number;
  month?: number;
}

export const homeKeys = {
  all: [cacheRoots.home] as const,
  thisRound: () => [...homeKeys.all, 'thisRound'] as const,
};

export const upcomingMatchKeys = {
  all: [cacheRoots.upcomingMatches] as const,
  dashboard: () => [...upcomingMatchKeys.all, 'dashboard'] as const,
};

export const latestNewsKeys = {
  all: [cacheRoots.newsLatest] as const,
  preview: () => [...latestNewsKeys.all, 'preview'] as const,
};

export const trophyKeys = {
  all: [cacheRoots.trophies] as const,
  featured: () => [...trophyKeys.all, 'featured', 'me'] as const,
};

export const leaderboardPartialKeys = {
  all: [cacheRoots.leaderboards] as const,
  partial: (filter: PositionFilter) => [...leaderboardPartialKeys.all, 'partial', filter] as const,
};

const fetchThisRound = () => api.get<ThisRoundItem[]>('/predictions/this-round');

type EarlyThisRound = EarlyAnswer<ThisRoundItem[]>;

/** This round asked for before the page renders, with the token it was asked with. */
let early: EarlyThisRound | null = null;
/** The early answer once it has come (it usually has before the dashboard first renders). */
let arrived: { token: string; rounds: ThisRoundItem[]; at: number } | null = null;
/** When the answer that seeded This round's query came (its data's age). */
let arrivedAt: number | undefined;

/** The boot script's request of This round, taken once. */
const takeBootRequest = () => takeEarlyAnswer<ThisRoundItem[]>(EARLY_THIS_ROUND);

function keepEarly(asked: EarlyThisRound): void {
  early = asked;
  void asked.answer.then((rounds) => {
    if (rounds && early === asked) arrived = { token: asked.token, rounds, at: Date.now() };
  });
}

/**
 * Asks for This round at once with the stored session (the home module calls it as it loads, while
 * the session is still being checked), unless the boot script already has; the first read of This
 * round with the same token takes it. A failed early request is asked again by the read.
 */
export function startThisRound(): void {
  const token = getToken();
  if (!token) return;
  const booted = takeBootRequest();
  if (booted && booted.token === token) {
    keepEarly(booted);
    return;
  }
  keepEarly({ token, answer: fetchThisRound().catch(() => null) });
}

function takeEarly(): Promise<ThisRoundItem[]> | null {
  const taken = early ?? takeBootRequest();
  early = null;
  arrived = null;
  if (!taken || taken.token !== getToken()) return null;
  return taken.answer.then((rounds) => rounds ?? fetchThisRound());
}

/**
 * The early answer when it has already come, taken once: This round's first render shows it at once
 * instead of a skeleton that a later render replaces (issue 28 item 9: This round within 2 s of a
 * warm start). Read by the query as it is created, before its first fetch.
 */
function takeArrived(): ThisRoundItem[] | undefined {
  const taken = arrived;
  if (!taken || taken.token !== getToken()) return undefined;
  early = null;
  arrived = null;
  arrivedAt = taken.at;
  return taken.rounds;
}

/** GET /predictions/this-round: per competition followed, its next open match week and progress. */
export const thisRoundQuery = () =>
  queryOptions({
    queryKey: homeKeys.thisRound(),
    queryFn: () => takeEarly() ?? fetchThisRound(),
    initialData: takeArrived,
    initialDataUpdatedAt: () => arrivedAt,
  });

/** GET /matches/dashboard/upcoming: the next matches of every active competition. */
export const upcomingMatchesQuery = () =>
  queryOptions({
    queryKey: upcomingMatchKeys.dashboard(),
    queryFn: () => api.get<UpcomingMatches>('/matches/dashboard/upcoming'),
  });

/** GET /news/latest/preview: the newest post (404 when there is none). */
export const latestNewsQuery = () =>
  queryOptions({
    queryKey: latestNewsKeys.preview(),
    queryFn: () => api.get<NewsPreview>('/news/latest/preview'),
  });

/** GET /trophies/user/featured: the caller's showcase, at most 8. */
export const featuredTrophiesQuery = () =>
  queryOptions({
    queryKey: trophyKeys.featured(),
    queryFn: () => api.get<AwardsResponse>('/trophies/user/featured'),
    select: (data) => data.awards,
  });

/** The query string of /leaderboards/partial for a filter (year and month only for monthly). */
export function partialSearch(filter: PositionFilter): string {
  const params = new URLSearchParams({ season: String(filter.season), view: filter.view });
  if (filter.view === 'monthly') {
    if (filter.year) params.set('year', String(filter.year));
    if (filter.month) params.set('month', String(filter.month));
  }
  return params.toString();
}

/** GET /leaderboards/partial: the top 10 of a season (or all) in the season or a monthly view. */
export const partialLeaderboardQuery = (filter: PositionFilter) =>
  queryOptions({
    queryKey: leaderboardPartialKeys.partial(filter),
    queryFn: () => api.get<LeaderboardPartial>(`/leaderboards/partial?${partialSearch(filter)}`),
  });
