import { LANDING_COPY } from '@predictor/contracts/landing';
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
