import { ADMIN_CONTENT_MESSAGES } from '@predictor/contracts/admin';
import type { AwardableUser } from '../dataProvider';

/** Adds a chosen user unless already chosen: duplicates are not added. */
export function addUser(chosen: AwardableUser[], user: AwardableUser): AwardableUser[] {
  return chosen.some((u) => u.id === user.id) ? chosen : [...chosen, user];
}

export type AwardDraft = {
  trophy: { id: number; isActive: boolean } | null;
  awardToAll: boolean;
  userIds: number[];
};

/**
 * Why the award cannot be sent yet, or null when it can: a trophy is required and must be active,
 * and either award-to-all or at least one selected user. The reason is optional.
 */
export function awardProblem(draft: AwardDraft): string | null {
  if (!draft.trophy) return ADMIN_CONTENT_MESSAGES.selectTrophy;
  if (!draft.trophy.isActive) return ADMIN_CONTENT_MESSAGES.trophyInactive;
  if (!draft.awardToAll && draft.userIds.length === 0) return ADMIN_CONTENT_MESSAGES.selectUsers;
  return null;
}
