import { z } from 'zod';
import { MATCH_STATUSES } from '../../constants';
import { count, dateTime, id, namedRef } from './common';

const goals = count.nullable();

/** A team inside a match: `code` repeats the short name (the spec's field). */
export const matchTeamSchema = z.strictObject({
  id,
  name: z.string(),
  shortName: z.string().nullable(),
  code: z.string().nullable(),
  logoUrl: z.string().nullable(),
});

/** The match group a match belongs to; null for a match outside any group. */
export const matchGroupRefSchema = z.strictObject({
  id,
  name: z.string(),
  matchWeek: z.number().int().nullable(),
});

/** Points of one prediction by rule; zero until scored. */
export const pointsBreakdownSchema = z.strictObject({
  exactScore: z.number().int(),
  correctResult: z.number().int(),
  bankerBonus: z.number().int(),
});

/** The caller's own prediction inside a match (no match inside). */
export const ownPredictionSchema = z.strictObject({
  id,
  homeGoals: count,
  awayGoals: count,
  isBanker: z.boolean(),
  isVoid: z.boolean(),
  points: z.number().int(),
  isScored: z.boolean(),
  exactScorePoints: z.number().int(),
  correctResultPoints: z.number().int(),
  pointsBreakdown: pointsBreakdownSchema,
  /** Entered or corrected by an admin after the deadline (a late prediction). */
  enteredByAdmin: z.boolean(),
  /**
   * While its match is in play with a live score: the points it would score as it stands
   * (provisional, never in the totals); null otherwise.
   */
  livePoints: z.number().int().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type OwnPrediction = z.infer<typeof ownPredictionSchema>;

const matchFields = {
  id,
  matchDate: dateTime,
  predictionsClose: dateTime,
  status: z.enum(MATCH_STATUSES),
  isCup: z.boolean(),
  venue: z.string().nullable(),
  homeGoals: goals,
  awayGoals: goals,
  homeTeam: matchTeamSchema,
  awayTeam: matchTeamSchema,
  season: namedRef,
  matchGroup: matchGroupRefSchema.nullable(),
  predictionsOpen: z.boolean(),
};

/** GET /matches, /matches/{id}: a match with the caller's own prediction (null when none or anonymous). */
export const matchSchema = z.strictObject({
  ...matchFields,
  hasPrediction: z.boolean(),
  userPrediction: ownPredictionSchema.nullable(),
});
export type Match = z.infer<typeof matchSchema>;

/** A match inside a league's predictions list: nobody's own prediction attached. */
export const leagueMatchSchema = z.strictObject(matchFields);

export const matchListSchema = z.array(matchSchema);

/** GET /matches/dashboard/upcoming. */
export const upcomingMatchesSchema = z.strictObject({
  upcomingMatches: z.array(matchSchema),
  matchesBySeason: z.array(z.strictObject({ season: namedRef, matches: z.array(matchSchema) })),
});
export type UpcomingMatches = z.infer<typeof upcomingMatchesSchema>;
