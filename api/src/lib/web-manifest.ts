import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { THEME_BACKGROUNDS } from '@predictor/contracts/landing';
import type { Brand } from '@predictor/contracts';
import { topFlightSeasonId } from '../modules/seasons/service';
import { DEFAULT_BRANDS, requestBrand } from './brands';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** Where the player build writes each built-in brand's icons (player/build/brandIcons.ts). */
const ICONS_DIR = 'brands/icons';

/**
 * The brand's home-screen icons. A brand set at run time (BRANDS) whose logo had no icons made at
 * build time gets the default brand's, so the app stays installable (a rasteriser at run time is
 * not worth it for a logo that may be any URL).
 */
function iconsId(playerDist: string, brand: Brand) {
  return existsSync(path.join(playerDist, ICONS_DIR, `${brand.id}-192.png`))
    ? brand.id
    : DEFAULT_BRANDS[0].id;
}

/** The brand's 192 px icon, for <link rel="apple-touch-icon"> in index.html. */
export const touchIconFor = (playerDist: string, brand: Brand) =>
  `/${ICONS_DIR}/${iconsId(playerDist, brand)}-192.png`;

function iconsFor(playerDist: string, brand: Brand) {
  const id = iconsId(playerDist, brand);
  const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/${ICONS_DIR}/${id}-${name}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return [icon('192', 192, 'any'), icon('512', 512, 'any'), icon('maskable-512', 512, 'maskable')];
}

/**
 * The web app manifest of the request's brand. The installed app opens on the season page's current
 * round of the top flight (`?matchweek=current`: the page's own 36-hour rule picks the round at
 * launch), or the competitions list while no season is active. `id` stays '/', so a new season's
 * start_url updates the installed app instead of making another.
 */
export async function webManifest(ctx: Context, playerDist: string) {
  const brand = requestBrand(ctx);
  const seasonId = await topFlightSeasonId(ctx.deps).catch(() => null);
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: `${brand.name}: predict football scores, join leagues and climb the leaderboards.`,
    lang: 'en-GB',
    start_url: seasonId ? `/seasons/${seasonId}?matchweek=current` : '/seasons',
    scope: '/',
    display: 'standalone',
    theme_color: brand.accentColour,
    background_color: THEME_BACKGROUNDS.dark.default,
    icons: iconsFor(playerDist, brand),
  };
}

/** GET /manifest.webmanifest: the brand's manifest, checked again on every visit (no-cache, by host). */
export function manifestRoute(playerDist: string) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== MANIFEST_PATH || !['GET', 'HEAD'].includes(ctx.method)) return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Host');
    ctx.vary('X-Forwarded-Host');
    ctx.type = 'application/manifest+json';
    ctx.body = JSON.stringify(await webManifest(ctx, playerDist));
  };
}
