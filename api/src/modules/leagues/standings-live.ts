/*
 * League standings as they stand while matches of the league's season are in play with a live score
 * (leaderboards/live.ts): the stored snapshot (standings-snapshot.ts) plus each member's provisional
 * totals, re-ranked, built once per snapshot and live scores and never stored.
 */
import type { Knex } from 'knex';
import { LIVE_CONTRIBUTION, TOTAL_COLUMNS } from '../scoring/scoring-sql';
import { compareStanding, type Standing } from '../leaderboards/ranking';
import { liveSignature, type LiveMatch } from '../leaderboards/live';
import { camelRows } from '../../db/rows';
import { standingOf, type Member, type StandingsSnapshot } from './standings-snapshot';

const provisional = new WeakMap<
  StandingsSnapshot,
  { signature: string; standings: Promise<StandingsSnapshot> }
>();

/** What each member's predictions of the live matches add as they stand. */
async function liveTotals(knex: Knex, leagueId: number, matches: LiveMatch[]) {
  const ids = matches.map((m) => m.id);
  const result = await knex.raw(
    `SELECT p.user_id, ${LIVE_CONTRIBUTION()
      .map((sql, i) => `sum(${sql})::int AS ${TOTAL_COLUMNS[i]}`)
      .join(', ')}
     FROM predictions p JOIN matches m ON m.id = p.match_id
     WHERE p.match_id IN (${ids.map(() => '?').join(', ')})
       AND p.user_id IN (SELECT user_id FROM league_members WHERE league_id = ?)
     GROUP BY p.user_id`,
    [...ids, leagueId],
  );
  type Row = { userId: number } & Standing & { totalPredictions: number };
  return new Map(camelRows<Row>(result).map((row) => [row.userId, row]));
}

/** The members re-ranked after a change of totals: the ranking, then team name, then user id. */
function reRanked(members: Member[]): Member[] {
  const sorted = [...members].sort(
    (a, b) =>
      compareStanding(standingOf(a), standingOf(b)) ||
      (a.teamName.toLowerCase() < b.teamName.toLowerCase() ? -1 : 0) ||
      (a.teamName.toLowerCase() > b.teamName.toLowerCase() ? 1 : 0) ||
      a.userId - b.userId,
  );
  sorted.forEach((member, i) => {
    const previous = sorted[i - 1];
    member.position = i + 1;
    member.tied = false;
    if (previous && compareStanding(standingOf(previous), standingOf(member)) === 0) {
      member.position = previous.position;
      member.tied = previous.tied = true;
    }
  });
  return sorted;
}

/**
 * The league's standings as they stand while matches of its season are in play with a live score
 * (leaderboards/live.ts): the stored table plus each member's provisional totals, re-ranked, each
 * row with its live points. Built once per stored snapshot and live scores; never stored.
 */
export async function standingsAsItStands(
  knex: Knex,
  leagueId: number,
  stored: StandingsSnapshot,
  live: LiveMatch[],
): Promise<StandingsSnapshot> {
  const matches = live.filter((m) => m.seasonId === stored.seasonId);
  if (matches.length === 0) return stored;
  const signature = liveSignature(matches);
  const kept = provisional.get(stored);
  if (kept?.signature === signature) return kept.standings;
  const standings = liveTotals(knex, leagueId, matches).then((totals) => {
    const members = reRanked(
      stored.members.map((m) => {
        const add = totals.get(m.userId);
        return {
          ...m,
          totalPoints: m.totalPoints + (add?.totalPoints ?? 0),
          correctResults: m.correctResults + (add?.correctResults ?? 0),
          exactScores: m.exactScores + (add?.exactScores ?? 0),
          exactGoals: m.exactGoals + (add?.exactGoals ?? 0),
          predictions: m.predictions + (add?.totalPredictions ?? 0),
          livePoints: add?.totalPoints ?? 0,
        };
      }),
    );
    return {
      ...stored,
      members,
      indexByUser: new Map(members.map((m, i) => [m.userId, i])),
      encoded: [
        new Array(members.length),
        new Array(members.length),
      ] as StandingsSnapshot['encoded'],
      live: matches,
    };
  });
  provisional.set(stored, { signature, standings });
  standings.catch(() => {
    if (provisional.get(stored)?.standings === standings) provisional.delete(stored);
  });
  return standings;
}
