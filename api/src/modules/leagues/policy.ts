import {
  ADMIN_ONLY_LEAGUE_TYPES,
  type LeagueMemberRole,
  type LeagueType,
  type Role,
} from '@predictor/contracts';

/** Who asks: a signed-in user (id and site role) or nobody. */
export type Caller = { id: number; role: Role } | null;

/** What the league rules read: the league's type, creator and size, and the caller's role in it. */
export type LeagueFacts = {
  type: LeagueType;
  createdBy: number | null;
  currentMembers: number;
  /** The caller's role in the league; null when not a member. */
  myRole: LeagueMemberRole | null;
};

/** Every league decision for one caller; services and presenters read these flags, never the rules. */
export type LeaguePolicy = {
  /**
   * Invite-only leagues are seen by their members and site admins only; the rest by everyone.
   * Others opening one by its link get its preview (name, season, type, member count) and nothing more.
   */
  canSee: boolean;
  /** A site admin who sees an invite-only league only as a site admin (not a member). */
  seesAsSiteAdminOnly: boolean;
  canSeeInviteCode: boolean;
  canEdit: boolean;
  canChangeName: boolean;
  canChangeDescription: boolean;
  /** Only while the league has at most one member: the others joined for that season. */
  canChangeSeason: boolean;
  canChangeType: boolean;
  canDelete: boolean;
  canRemoveMembers: boolean;
  /** Joining by id (signed in); an invite-only league needs its code. */
  canJoinWithoutCode: boolean;
  /** League predictions are shown to members and site admins. */
  canSeePredictions: boolean;
  /** Real names in the standings: to members of a private league, the creator and site admins. */
  canSeeRealNames: boolean;
};

/**
 * Editors: the creator, league admins and site admins. The type by site admins, or by the creator
 * of a public or invite-only league (between those two types, see mayUseType); deleting by the
 * creator or a site admin.
 */
export function leaguePolicy(league: LeagueFacts, caller: Caller): LeaguePolicy {
  const siteAdmin = caller?.role === 'admin';
  const member = caller !== null && league.myRole !== null;
  const creator =
    caller !== null && (league.myRole === 'creator' || league.createdBy === caller.id);
  const canEdit = siteAdmin || creator || league.myRole === 'admin';
  const inviteOnly = league.type === 'invite_only';
  return {
    canSee: !inviteOnly || member || siteAdmin,
    seesAsSiteAdminOnly: inviteOnly && !member && siteAdmin,
    canSeeInviteCode: member || creator || siteAdmin,
    canEdit,
    canChangeName: canEdit,
    canChangeDescription: canEdit,
    canChangeSeason: canEdit && league.currentMembers <= 1,
    canChangeType: siteAdmin || (creator && (league.type === 'public' || inviteOnly)),
    canDelete: siteAdmin || creator,
    canRemoveMembers: canEdit,
    canJoinWithoutCode: caller !== null && !inviteOnly,
    canSeePredictions: member || siteAdmin,
    canSeeRealNames: (inviteOnly && member) || creator || siteAdmin,
  };
}

/** Official and fan leagues are made (or switched to) by site admins only. */
export const mayUseType = (type: LeagueType, caller: Caller) =>
  !ADMIN_ONLY_LEAGUE_TYPES.includes(type) || caller?.role === 'admin';

/** A league's creator is never removed from it, whether known by role or as the league's author. */
export const isCreatorMember = (
  league: Pick<LeagueFacts, 'createdBy'>,
  member: { userId: number; role: LeagueMemberRole },
) => member.role === 'creator' || league.createdBy === member.userId;
