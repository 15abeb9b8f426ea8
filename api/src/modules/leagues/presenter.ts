import type { LeagueMemberRole, LeagueType, Presented } from '@predictor/contracts/types';
import type { Caller } from './access';

/** A league row with its season name, member count and the caller's membership (see access.leaguesQuery). */
export type LeagueRow = {
  id: number;
  name: string;
  description: string | null;
  seasonId: number;
  seasonName: string;
  type: LeagueType;
  maxMembers: number | null;
  groupname: string | null;
  inviteCode: string;
  createdBy: number | null;
  createdAt: Date;
  currentMembers: number;
  myRole: LeagueMemberRole | null;
};

const isSiteAdmin = (caller: Caller) => caller?.role === 'admin';

/** The invite code only reaches members, the creator and site admins. */
export function presentLeague(row: LeagueRow, caller: Caller): Presented<'League'> {
  const isMember = row.myRole !== null;
  const mayShareCode =
    isMember || isSiteAdmin(caller) || (caller !== null && row.createdBy === caller.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    season: { id: row.seasonId, name: row.seasonName },
    type: row.type,
    maxMembers: row.maxMembers,
    groupname: row.groupname,
    inviteCode: mayShareCode ? row.inviteCode : null,
    currentMembers: row.currentMembers,
    isMember,
    role: row.myRole,
    visibleAsAdmin: row.type === 'invite_only' && !isMember && isSiteAdmin(caller),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
  };
}

/**
 * GET /leagues/{id}/can-edit. Editors: the creator, league admins and site admins. The season only
 * while the league has at most one member; the type by site admins, or by the creator of a public or
 * invite-only league (between those two types); deleting by the creator or a site admin.
 */
export function permissionsFor(row: LeagueRow, caller: Caller): Presented<'Permissions'> {
  const siteAdmin = isSiteAdmin(caller);
  const creator = caller !== null && (row.myRole === 'creator' || row.createdBy === caller.id);
  const leagueAdmin = row.myRole === 'admin';
  const canEdit = siteAdmin || creator || leagueAdmin;
  return {
    canEdit,
    canChangeName: canEdit,
    canChangeDescription: canEdit,
    canChangeSeason: canEdit && row.currentMembers <= 1,
    canChangeType: siteAdmin || (creator && (row.type === 'public' || row.type === 'invite_only')),
    canDelete: siteAdmin || creator,
    isAdmin: canEdit,
    memberCount: row.currentMembers,
  };
}
