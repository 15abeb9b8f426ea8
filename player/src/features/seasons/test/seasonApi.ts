/** Test data and the stubbed API of a season page (Premier League 2025/26, weeks 0 to 2). */
import { mockApi } from '../../../test/http';
import { makeUser } from '../../../test/fixtures';
import { makeMatch } from '../../../test/predictions';
import { toOwnPrediction, type Match, type Prediction } from '../../predictions';
import type { MatchGroup, Season } from '../api';

export const season: Season = {
  id: 1,
  name: 'Premier League 2025/26',
  description: null,
  countryCode: 'EN',
  isActive: true,
  order: 1,
  startDate: '2025-08-15',
  endDate: '2026-05-24',
  gameType: 'league',
  competition: { id: 1, name: 'Premier League', tier: 1, logoUrl: null },
};

export const DAY = 24 * 60 * 60 * 1000;
export function group(id: number, week: number, startInDays: number): MatchGroup {
  return {
    id,
    seasonId: 1,
    name: `Matchweek ${week}`,
    description: null,
    matchWeek: week,
    isActive: true,
    startDate: new Date(Date.now() + startInDays * DAY).toISOString(),
    endDate: null,
    matchCount: 2,
  };
}

export const closedWithResult = (id: number, extra: Partial<Match> = {}) =>
  makeMatch({
    id,
    matchDate: new Date(Date.now() - 3 * DAY).toISOString(),
    predictionsClose: new Date(Date.now() - 3 * DAY - 3600_000).toISOString(),
    predictionsOpen: false,
    status: 'finished',
    homeGoals: 2,
    awayGoals: 1,
    matchGroup: { id: 10, name: 'Matchweek 0', matchWeek: 0 },
    ...extra,
  });

/** The API of a season page; saved predictions (from any save answer) show in later match lists. */
export function stub(matches: Match[], extra: Parameters<typeof mockApi>[0] = {}) {
  let current = matches;
  type Handler = Parameters<typeof mockApi>[0][string];
  const remember = (handler: Handler) => async (init: RequestInit) => {
    const reply = typeof handler === 'function' ? await handler(init) : handler;
    const body = reply.body as { predictions?: Prediction[] } | Prediction | undefined;
    const saved =
      body && 'predictions' in body ? body.predictions : body && 'match' in body ? [body] : [];
    if ((reply.status ?? 200) < 300) {
      current = current.map((m) => {
        const p = saved?.find((s) => s.match.id === m.id);
        return p ? { ...m, userPrediction: toOwnPrediction(p) } : m;
      });
    }
    return reply;
  };
  const saves = Object.fromEntries(
    Object.entries(extra).map(([key, handler]) => [
      key,
      key.startsWith('GET') ? handler : remember(handler),
    ]),
  );
  return mockApi({
    'GET /api/auth/me': { body: { user: makeUser() } },
    'GET /api/seasons/1': { body: season },
    'GET /api/seasons/1/match-groups': {
      body: [group(10, 0, -3), group(11, 1, 1), group(12, 2, 10)],
    },
    'GET /api/matches?season=1': () => ({ body: current }),
    ...saves,
  });
}
