import type { TrophyAwardView, TrophyType } from '@predictor/contracts';

export type AwardRow = {
  id: number;
  reason: string | null;
  awardedAt: Date;
  trophyId: number;
  trophyName: string;
  trophyDescription: string;
  trophyImageUrl: string | null;
  trophyType: TrophyType;
};

export function presentAward(row: AwardRow): TrophyAwardView {
  return {
    id: row.id,
    trophy: {
      id: row.trophyId,
      name: row.trophyName,
      description: row.trophyDescription,
      imageUrl: row.trophyImageUrl,
      trophyType: row.trophyType,
    },
    reason: row.reason,
    awardedAt: row.awardedAt.toISOString(),
  };
}
