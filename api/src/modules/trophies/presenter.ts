import type { TrophyAwardView } from '@predictor/contracts';
import type { TrophyAward } from '../../models';

/** An award as its player's profile shows it (the award fetched with its trophy). */
export function presentAward(award: TrophyAward): TrophyAwardView {
  const trophy = award.trophy!;
  return {
    id: award.id,
    trophy: {
      id: trophy.id,
      name: trophy.name,
      description: trophy.description,
      imageUrl: trophy.imageUrl,
      trophyType: trophy.trophyType,
    },
    reason: award.reason,
    awardedAt: award.awardedAt.toISOString(),
  };
}
