import { z } from 'zod';
import { count, dateTime, id, namedRef } from './common';

/** GET /teams. */
export const teamResponseSchema = z.strictObject({
  id,
  name: z.string(),
  shortName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  countryCode: z.string().nullable(),
  competition: namedRef.nullable(),
});
export type Team = z.infer<typeof teamResponseSchema>;
export const teamListSchema = z.array(teamResponseSchema);

/** A team as the admin endpoints answer it. */
export const adminTeamSchema = z.strictObject({
  id,
  name: z.string(),
  shortName: z.string().nullable(),
  countryCode: z.string().nullable(),
  logoUrl: z.string().nullable(),
  competitionId: id.nullable(),
  competition: z.strictObject({ name: z.string() }).nullable(),
  createdAt: dateTime,
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

/** POST and DELETE /admin/teams/{id}/logo. */
export const teamLogoSchema = z.strictObject({ logoUrl: z.string().nullable() });
export type TeamLogo = z.infer<typeof teamLogoSchema>;

/** GET /admin/team-fans: every team with its number of fans, most first. */
export const teamFansSchema = z.array(
  z.strictObject({
    id,
    name: z.string(),
    shortName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    countryCode: z.string().nullable(),
    competition: z.strictObject({ name: z.string() }).nullable(),
    fanCount: count,
  }),
);
export type TeamFans = z.infer<typeof teamFansSchema>;
