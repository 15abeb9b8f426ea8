/*
 * GET /matches/{id}/crowd-picks: what everyone predicted, once predictions close. Stays in knex like
 * predictions/stats.ts: the answer is one aggregate statement (counts per score, summed by outcome
 * with FILTER, the top scores ordered and limited in SQL); a model would fetch every prediction of the
 * match to count it in JavaScript.
 *
 * Cache: answers are kept in process (CACHE_MAX entries, the oldest evicted) only once the deadline
 * has passed, keyed by the match id AND its predictionsClose. After the deadline no player can add or
 * change a prediction of the match, so an entry stays true; moving the deadline changes the key, so
 * a reopened match is never answered from an old entry (and while open the route answers 403 before
 * the cache is read). Staleness left: a player deleted after the deadline (their predictions go with
 * them) is still counted until the entry is evicted or the process restarts, and each API instance
 * keeps its own cache. A match closed early by its status (finished or cancelled before the
 * deadline) is computed on every request, since a status change could reopen it with the same deadline.
 *
 * Bound: an entry is served for at most CACHE_SECONDS (on the server's clock). What can still change
 * a closed match's picks — a late prediction an admin enters, a player deleted — happens on any
 * instance, so each instance's copy shows it within that bound, with no cross-instance message.
 */
import { CROWD_TOP_SCORES, PREDICTION_MESSAGES } from '@predictor/contracts';
import { deadlinePassed, isOpenForPredictions } from '@predictor/contracts/rules';
import type { Presented } from '@predictor/contracts/types';
import type { AppDeps } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import { MATCH_NOT_FOUND } from './service';
import { camelRows } from '../../db/rows';

const CACHE_MAX = 500;
const CACHE_SECONDS = 60;
const cache = new Map<string, { answer: Presented<'CrowdPicks'>; until: number }>();

/** Keeps an answer, evicting the oldest entry beyond CACHE_MAX (a Map iterates in insertion order). */
function remember(key: string, answer: Presented<'CrowdPicks'>, now: Date) {
  cache.delete(key);
  cache.set(key, { answer, until: now.getTime() + CACHE_SECONDS * 1000 });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
}

/** Empties the cache (tests). */
export const clearCrowdPicksCache = () => cache.clear();

const share = (count: number, total: number) => (total > 0 ? Math.round((count * 100) / total) : 0);

type Row = {
  total: number;
  homeWin: number;
  draw: number;
  awayWin: number;
  top: { homeGoals: number; awayGoals: number; count: number }[];
};

/** The one aggregate statement: every prediction of the match (void ones too: they were predicted). */
async function computeCrowdPicks(deps: AppDeps, matchId: number): Promise<Presented<'CrowdPicks'>> {
  const result = await deps.knex.raw(
    `WITH scores AS (
       SELECT home_goals, away_goals, count(*)::int AS n
       FROM predictions WHERE match_id = :matchId
       GROUP BY home_goals, away_goals
     )
     SELECT coalesce(sum(n), 0)::int AS total,
            coalesce(sum(n) FILTER (WHERE home_goals > away_goals), 0)::int AS home_win,
            coalesce(sum(n) FILTER (WHERE home_goals = away_goals), 0)::int AS draw,
            coalesce(sum(n) FILTER (WHERE home_goals < away_goals), 0)::int AS away_win,
            coalesce((SELECT json_agg(json_build_object('homeGoals', t.home_goals, 'awayGoals', t.away_goals, 'count', t.n)
                                      ORDER BY t.n DESC, t.home_goals, t.away_goals)
                      FROM (SELECT * FROM scores ORDER BY n DESC, home_goals, away_goals LIMIT :top) t),
                     '[]'::json) AS top
     FROM scores`,
    { matchId, top: CROWD_TOP_SCORES },
  );
  const [r] = camelRows<Row>(result);
  const tally = (count: number) => ({ count, share: share(count, r.total) });
  return {
    matchId,
    totalPredictions: r.total,
    outcomes: { homeWin: tally(r.homeWin), draw: tally(r.draw), awayWin: tally(r.awayWin) },
    topScores: r.top.map((s) => ({ ...s, share: share(s.count, r.total) })),
  };
}

/** GET /matches/{id}/crowd-picks; 404 unknown match, 403 PREDICTIONS_OPEN while the match is open. */
export async function crowdPicks(deps: AppDeps, matchId: number) {
  const now = deps.now();
  const match = await deps
    .knex('matches')
    .where({ id: matchId })
    .first('id', 'status', 'predictionsClose');
  if (!match) throw notFound(MATCH_NOT_FOUND);
  if (isOpenForPredictions(match, now))
    throw forbidden(PREDICTION_MESSAGES.crowdPicksOpen, 'PREDICTIONS_OPEN');
  if (!deadlinePassed(match, now)) return computeCrowdPicks(deps, matchId);
  const key = `${matchId}@${new Date(match.predictionsClose).toISOString()}`;
  const cached = cache.get(key);
  if (cached && now.getTime() < cached.until) return cached.answer;
  const answer = await computeCrowdPicks(deps, matchId);
  remember(key, answer, now);
  return answer;
}
