import type { Presented } from '@predictor/contracts/types';
import type { LeagueMember } from '../../models';
import type { CallerLeague } from './access';
import { leaguePolicy, type Caller } from './policy';

/**
 * A league as the caller may see it; the invite code only where the policy shares it. A league the
 * caller may not see (invite-only, opened by link from outside) is a preview: its name, season,
 * type and member count, nothing its members keep to themselves.
 */
export function presentLeague(league: CallerLeague, caller: Caller): Presented<'League'> {
  const can = leaguePolicy(league, caller);
  if (!can.canSee) return presentPreview(league);
  return {
    id: league.id,
    name: league.name,
    description: league.description,
    season: { id: league.season.id, name: league.season.name },
    type: league.type,
    maxMembers: league.maxMembers,
    groupname: league.groupname,
    inviteCode: can.canSeeInviteCode ? league.inviteCode : null,
    currentMembers: league.currentMembers,
    isMember: league.myRole !== null,
    role: league.myRole,
    visibleAsAdmin: can.seesAsSiteAdminOnly,
    createdBy: league.createdBy,
    createdAt: league.createdAt,
    preview: false,
  };
}

const presentPreview = (league: CallerLeague): Presented<'League'> => ({
  id: league.id,
  name: league.name,
  description: null,
  season: { id: league.season.id, name: league.season.name },
  type: league.type,
  maxMembers: null,
  groupname: null,
  inviteCode: null,
  currentMembers: league.currentMembers,
  isMember: false,
  role: null,
  visibleAsAdmin: false,
  createdBy: null,
  createdAt: league.createdAt,
  preview: true,
});

/** GET /leagues/by-groupname/{groupname}: the fan-league landing data. */
export const presentFanLeague = (league: CallerLeague): Presented<'FanLeague'> => ({
  id: league.id,
  name: league.name,
  groupname: league.groupname,
  description: league.description,
  season: { id: league.season.id, name: league.season.name },
  isMember: league.myRole !== null,
});

/** A membership as the join routes answer it. */
export const presentMembership = (member: LeagueMember): Presented<'Membership'> => ({
  id: member.id,
  leagueId: member.leagueId,
  userId: member.userId,
  role: member.role,
  joinedAt: member.joinedAt,
});

/** GET /leagues/{id}/can-edit: the policy's editing flags, under the names the spec gives them. */
export function presentPermissions(league: CallerLeague, caller: Caller): Presented<'Permissions'> {
  const can = leaguePolicy(league, caller);
  return {
    canEdit: can.canEdit,
    canChangeName: can.canChangeName,
    canChangeDescription: can.canChangeDescription,
    canChangeSeason: can.canChangeSeason,
    canChangeType: can.canChangeType,
    canDelete: can.canDelete,
    isAdmin: can.canRemoveMembers,
    memberCount: league.currentMembers,
  };
}
