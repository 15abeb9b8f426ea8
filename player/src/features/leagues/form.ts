import type { LeagueType } from '@predictor/contracts/constants';
import { MESSAGES } from '@predictor/contracts/messages';
import { createLeagueSchema, updateLeagueSchema } from '@predictor/contracts/schemas';
import type { UpdateLeagueInput } from '@predictor/contracts/types';
import { forValues } from '../../lib/forms';
import type { League, Permissions } from './api';

/**
 * The league form's values as its inputs hold them (the selects' values and the maximum as text),
 * read by the contracts' league schemas, which give the spec's messages and the request body.
 * The create form has no maximum.
 */
export interface LeagueFormValues {
  name: string;
  description: string;
  season: string;
  type: LeagueType;
  maxMembers?: string;
  groupname: string;
}
const leagueForm = forValues<LeagueFormValues>();

export const EMPTY_LEAGUE: LeagueFormValues = {
  name: '',
  description: '',
  season: '',
  type: 'public',
  groupname: '',
};

/** Create League (spec §5): the POST /leagues body, groupname only for a fan league. */
export const createLeagueFormSchema = leagueForm(createLeagueSchema);

export const leagueFormValues = (league: League): LeagueFormValues => ({
  name: league.name,
  description: league.description ?? '',
  season: String(league.season.id),
  type: league.type,
  maxMembers: league.maxMembers === null ? '' : String(league.maxMembers),
  groupname: league.groupname ?? '',
});

/**
 * Edit League (spec §5): the PUT body holds only what can-edit lets the caller change (the season
 * only when changed, refused while the league has other members); groupname only for a fan league.
 */
export function editLeagueFormSchema(league: League, permissions: Permissions) {
  return leagueForm(
    updateLeagueSchema
      .refine((v) => v.season === league.season.id || permissions.memberCount <= 1, {
        path: ['season'],
        message: MESSAGES.cannotChangeSeason,
      })
      .transform((v): UpdateLeagueInput => ({
        name: permissions.canChangeName ? v.name : undefined,
        description: permissions.canChangeDescription ? v.description : undefined,
        season: permissions.canChangeSeason && v.season !== league.season.id ? v.season : undefined,
        type: permissions.canChangeType ? v.type : undefined,
        maxMembers: v.maxMembers,
        groupname: v.groupname,
      })),
  );
}
