import type { TrophyType } from '../constants';

/** Featured trophies on a profile: at most this many, first places first, then newest. */
export const FEATURED_AWARDS_MAX = 8;

export type TrophyAwardView = {
  id: number;
  trophy: {
    id: number;
    name: string;
    description: string;
    imageUrl: string | null;
    trophyType: TrophyType;
  };
  reason: string | null;
  awardedAt: string;
};
