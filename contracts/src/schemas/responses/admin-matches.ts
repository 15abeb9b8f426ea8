import { z } from 'zod';
import { FIXTURE_OUTCOMES, MATCH_STATUSES } from '../../constants';
import { count, dateTime, id, namedRef } from './common';

const teamRef = z.strictObject({ id, name: z.string(), logoUrl: z.string().nullable() });

/** A match as the admin endpoints answer it: nested season, group (with its season) and teams, plus the raw ids. */
export const adminMatchSchema = z.strictObject({
  id,
  season: namedRef,
  matchGroup: z
    .strictObject({
      id,
      name: z.string(),
      matchWeek: z.number().int().nullable(),
      season: namedRef,
    })
    .nullable(),
  homeTeam: teamRef,
  awayTeam: teamRef,
  matchDate: dateTime,
  predictionsClose: dateTime,
  venue: z.string().nullable(),
  matchWeek: z.number().int().nullable(),
  status: z.enum(MATCH_STATUSES),
  homeGoals: count.nullable(),
  awayGoals: count.nullable(),
  seasonId: id,
  matchGroupId: id.nullable(),
  homeTeamId: id,
  awayTeamId: id,
  createdAt: dateTime,
});
export type AdminMatch = z.infer<typeof adminMatchSchema>;

/** POST /admin/matches/results and /admin/matches/shift. */
export const matchesUpdatedSchema = z.strictObject({
  updated: count,
  matches: z.array(adminMatchSchema),
});
export type MatchesUpdated = z.infer<typeof matchesUpdatedSchema>;

/**
 * POST /admin/matches/results: also, per saved match, how many predictions it scored, how many of
 * them earned points, and whether it corrected an earlier result.
 */
export const resultsSavedSchema = matchesUpdatedSchema.extend({
  outcomes: z.array(
    z.strictObject({
      matchId: id,
      status: z.enum(MATCH_STATUSES),
      scored: count,
      withPoints: count,
      correction: z.boolean(),
    }),
  ),
});
export type ResultsSaved = z.infer<typeof resultsSavedSchema>;

/**
 * One data row of a fixture import, with the teams it names and its problems: `row` counts data rows
 * from 1 (the header and blank lines are not rows), `line` is the file line the row starts on.
 */
export const fixtureRowSchema = z.strictObject({
  row: z.number().int().positive(),
  line: z.number().int().positive(),
  date: z.string(),
  time: z.string(),
  home: z.string(),
  away: z.string(),
  matchWeek: z.string(),
  homeTeam: namedRef.nullable(),
  awayTeam: namedRef.nullable(),
  matchDate: dateTime.nullable(),
  outcome: z.enum(FIXTURE_OUTCOMES),
  /** What a 'changed' row changes, e.g. "Kick-off 2030-08-16 15:00 → 2030-08-17 15:00 UTC". */
  changes: z.array(z.string()),
  problems: z.array(z.string()),
});

/** POST /admin/seasons/{seasonId}/fixtures/import, dry run (and 400 with `message` when confirmed with problems). */
export const fixtureReportSchema = z.strictObject({
  rows: z.array(fixtureRowSchema),
  valid: count,
  invalid: count,
});
export type FixtureReport = z.infer<typeof fixtureReportSchema>;
/** The same import confirmed without problems: 201, the new fixtures created and the changed ones updated. */
export const fixturesCreatedSchema = z.strictObject({ created: count, updated: count });
export type FixturesImported = z.infer<typeof fixturesCreatedSchema>;

/** GET /admin/match-distribution: one card per active season. */
const listedMatch = adminMatchSchema.extend({ problem: z.string().nullable() });
export const distributionSchema = z.array(
  z.strictObject({
    id,
    name: z.string(),
    expectedPerWeek: count,
    totalMatches: count,
    matchGroups: z.array(
      z.strictObject({
        id,
        name: z.string(),
        matchWeek: z.number().int().nullable(),
        matchCount: count,
      }),
    ),
    matchesWithNoGroup: z.array(listedMatch),
    matchesWithWrongGroup: z.array(listedMatch),
  }),
);
export type Distribution = z.infer<typeof distributionSchema>;
