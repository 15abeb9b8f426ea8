/** Every route of the player site, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  seasons: '/seasons',
  season: (id: number | string) => `/seasons/${id}`,
  /** A season's bonus questions (season predictions). */
  seasonQuestions: (id: number | string) => `/seasons/${id}/questions`,
  prediction: (matchId: number | string) => `/predictions/${matchId}`,
  leaderboards: '/leaderboards',
  news: '/news',
  newsArticle: (slug: string) => `/news/${encodeURIComponent(slug)}`,
  leagues: '/leagues',
  league: (id: number | string) => `/leagues/${id}`,
  myPredictions: '/my-predictions',
  profile: '/profile',
  trophyRoom: '/trophies',
  publicProfile: (userId: number | string) => `/users/${userId}`,
  userTrophyRoom: (userId: number | string) => `/users/${userId}/trophies`,
  /** Head to head with another player, in a season when given (else the API's default). */
  compare: (userId: number | string, seasonId?: number | null) =>
    `/compare/${userId}${seasonId ? `?season=${seasonId}` : ''}`,
  kitDesigner: '/kit-designer',
  selectFavouriteTeam: '/select-favourite-team',
  newUser: '/new-user',
  fanLeague: (groupname: string) => `/${groupname}`,
  contact: '/contact',
  rules: '/rules',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  admin: '/admin/',
} as const;

/**
 * A return path taken from `?next=`: only a same-site relative path ("/seasons/3?x=1") is accepted.
 * Absolute URLs, protocol-relative ("//evil.example") and backslash tricks give null (no open redirect).
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  try {
    const base = 'http://same.site';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /login (or /register) with the page to come back to after signing in. */
export function withNext(page: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe && safe !== paths.home ? `${page}?next=${encodeURIComponent(safe)}` : page;
}
