/** Featured trophies on a profile: at most this many, first places first, then newest. */
export const FEATURED_AWARDS_MAX = 8;
