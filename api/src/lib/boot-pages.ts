import { LANDING_COPY, leaguePageReads, type EarlyGet } from '@predictor/contracts/landing';
import { filterParams, readFilter } from '@predictor/contracts/rules';
import { getSeason } from '../modules/seasons/service';
import type { BootPage } from './boot-shell';
import type { AppDeps } from './context';

const MAX_ID = 2_147_483_647;

/**
 * The boot shell of the player's landing pages: the guest hero on /, the heading of /leaderboards, and
 * a season's name and description on /seasons/{id} (its GET /seasons/{id} answer comes along, so the
 * page has it at once). Other paths get the top bar alone.
 */
export async function bootPageFor(deps: AppDeps, requestPath: string): Promise<BootPage | null> {
  if (requestPath === '/') return { kind: 'hero' };
  if (/^\/leaderboards\/?$/.test(requestPath)) {
    return {
      kind: 'heading',
      title: LANDING_COPY.leaderboardsTitle,
      subtitle: LANDING_COPY.leaderboardsSubtitle,
    };
  }
  const seasonPath = /^\/seasons\/(\d{1,10})\/?$/.exec(requestPath);
  const id = seasonPath ? Number(seasonPath[1]) : 0;
  if (id < 1 || id > MAX_ID) return null;
  // An unknown season, or a database that cannot answer now: the page says so itself once it starts.
  const season = await getSeason(deps, id).catch(() => null);
  if (!season) return null;
  return {
    kind: 'heading',
    title: season.name,
    subtitle: season.description,
    preloaded: { [`/seasons/${id}`]: season },
  };
}

/**
 * The API reads the boot script asks for as `requestPath`?`search` opens (EARLY_GETS), so they come
 * while the app's scripts load: the leaderboard the leaderboards page shows first (its filter read
 * from the address as the page reads it), and a league page's league, first standings page and
 * match weeks, and for a player signed in their permissions and the current week with its member
 * grid's first page. An answer that fails (a league they may not see) is asked again by the app,
 * which then shows why.
 */
export function earlyGetsFor(requestPath: string, search: string, now: Date): EarlyGet[] {
  if (/^\/leaderboards\/?$/.test(requestPath)) {
    const filter = readFilter(new URLSearchParams(search), now);
    return [{ path: `/leaderboards?${filterParams(filter).toString()}` }];
  }
  const leaguePath = /^\/leagues\/(\d{1,10})\/?$/.exec(requestPath);
  const id = leaguePath ? Number(leaguePath[1]) : 0;
  if (id < 1 || id > MAX_ID) return [];
  return [
    { path: leaguePageReads.league(id) },
    { path: leaguePageReads.standings(id, 0) },
    { path: leaguePageReads.matchGroups(id) },
    { path: leaguePageReads.permissions(id), signedIn: true },
    {
      path: leaguePageReads.currentMatchGroup(id),
      signedIn: true,
      then: leaguePageReads.predictions(id, '{id}', 0),
    },
  ];
}
