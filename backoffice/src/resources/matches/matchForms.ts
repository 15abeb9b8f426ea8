import { MESSAGES } from '@predictor/contracts/messages';
import { createMatchSchema, updateMatchSchema } from '@predictor/contracts/schemas';

/** The season a match group belongs to, once the form has loaded that group. */
export type GroupSeason = (groupId: number) => number | undefined;

/** A group not loaded yet, or a season not known, is left to the server (it checks every group). */
function inSeason(groupId: number, seasonId: number | undefined, groupSeason: GroupSeason) {
  const owner = groupSeason(groupId);
  return owner === undefined || seasonId === undefined || owner === seasonId;
}

const groupNotInSeason = (path: string) => ({ path: [path], message: MESSAGES.groupNotInSeason });

/**
 * Create match (admin spec §5): the contracts' create schema (required fields, different teams,
 * predictions closing before kick-off, venue and match week limits) and the group of the chosen season.
 */
export const matchCreateFormSchema = (groupSeason: GroupSeason) =>
  createMatchSchema.refine(
    (m) => inSeason(m.matchGroup, m.season, groupSeason),
    groupNotInSeason('matchGroup'),
  );

/** Edit match (§5): the contracts' update schema and a group of the match's own season. */
export const matchEditFormSchema = (seasonId: number | undefined, groupSeason: GroupSeason) =>
  updateMatchSchema.refine(
    (m) => inSeason(m.matchGroupId, seasonId, groupSeason),
    groupNotInSeason('matchGroupId'),
  );
