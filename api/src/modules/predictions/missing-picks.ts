/*
 * "A player still owes picks in a round" in SQL, one definition for the deadline reminders
 * (modules/reminders/due.ts) and the calendar feed (modules/calendar/feed.ts): the player plays the
 * round's season (a prediction in it), and either misses a prediction on an open match of the round
 * or has no banker in it while a match is open. Fragments, not a query: each caller picks its rounds
 * and players. They use the aliases m, p and pm inside their own subqueries, so the expressions passed
 * in must not; `now` is a binding placeholder for the API's clock (see matches/open.ts).
 */
import { openSql } from '../matches/open';

/** A round in which a player owes picks, as the reminders and the calendar feed read it. */
export type OwedRound = {
  matchGroupId: number;
  seasonId: number;
  weekName: string;
  competitionName: string;
  /** The earliest predictionsClose of the round (the feed: of its open matches). */
  firstClose: Date;
  /** Open matches of the round the player has not predicted. */
  unpredicted: number;
  hasBanker: boolean;
};

/**
 * The select-list columns `unpredicted` (open matches of the round the player has not predicted),
 * `any_open` (the round has an open match) and `has_banker` (a banker not void in the round) for the
 * round `group` and the player `user` (SQL expressions).
 */
export const missingPicksColumns = (group: string, user: string, now: string) =>
  `(SELECT count(*) FROM matches m WHERE m.match_group_id = ${group} AND ${openSql('m', now)}
      AND NOT EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id AND p.user_id = ${user}))::int AS unpredicted,
   EXISTS (SELECT 1 FROM matches m WHERE m.match_group_id = ${group} AND ${openSql('m', now)}) AS any_open,
   EXISTS (SELECT 1 FROM predictions p WHERE p.match_group_id = ${group} AND p.user_id = ${user}
             AND p.is_banker AND NOT p.is_void) AS has_banker`;

/** Over the columns of missingPicksColumns: the player owes a prediction or a banker. */
export const OWES_PICKS = '(unpredicted > 0 OR (NOT has_banker AND any_open))';

/** The player `user` plays the season `season` (SQL expressions): a prediction on one of its matches. */
export const playsSeasonSql = (user: string, season: string) =>
  `EXISTS (SELECT 1 FROM predictions p JOIN matches pm ON pm.id = p.match_id
             WHERE p.user_id = ${user} AND pm.season_id = ${season})`;
