import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import { send } from '@koa/send';
import { UPLOADS_PREFIX, isUploadName, type Storage } from './storage';

/**
 * The player's service worker (player/vite.config.ts) and the push handler it imports: the browser may
 * take an imported script from its HTTP cache when it checks the worker for an update.
 */
const SERVICE_WORKER_FILES = new Set(['sw.js', 'sw-push.js']);

/**
 * Serves a built single-page app under `prefix` with history fallback: a path that is not a file
 * answers index.html, so a deep link loads the app. Hashed assets are cached for a year.
 */
export function spa(
  root: string,
  prefix: string,
  /** Dresses index.html per request (the player's brand); answers that use it vary by host. */
  transformIndex?: (html: string, ctx: Context) => string | Promise<string>,
) {
  const index = path.join(root, 'index.html');
  return async (ctx: Context, next: Next) => {
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    if (prefix !== '/' && ctx.path !== prefix.replace(/\/$/, '') && !ctx.path.startsWith(prefix))
      return next();
    const relative = ctx.path.slice(prefix.length) || 'index.html';
    if (relative.startsWith('assets/')) {
      if (!sendAsset(ctx, root, relative)) {
        ctx.status = 404;
        ctx.body = 'Not found';
      }
      return;
    }
    if (
      relative !== 'index.html' &&
      /\.[a-z0-9]+$/i.test(relative) &&
      existsSync(path.join(root, relative))
    ) {
      // The service worker is asked for again on every visit, so a deploy reaches its players at
      // once; its Workbox runtime has the build's hash in its name.
      if (SERVICE_WORKER_FILES.has(relative)) ctx.set('Cache-Control', 'no-cache');
      const hashed = /^workbox-[\w-]+\.js$/.test(relative);
      await send(ctx, relative, {
        root,
        maxage: hashed ? 365 * 24 * 3600 * 1000 : 3600 * 1000,
        immutable: hashed,
      });
      return;
    }
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = `The app at ${prefix} is not built yet. Run "npm run build".`;
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    let html = indexWithPreloads(root, ctx.path);
    if (transformIndex) {
      ctx.vary('Host');
      ctx.vary('X-Forwarded-Host');
      html = await transformIndex(html ?? readFileSync(index, 'utf8'), ctx);
    }
    if (html === null) {
      await send(ctx, 'index.html', { root });
      return;
    }
    ctx.type = 'html';
    ctx.body = html;
  };
}

/** A built asset's name: hashed by the build, never a path out of the folder. */
const ASSET_NAME = /^assets\/[\w-]+(\.[\w-]+)*$/;
const ENCODINGS = { br: '.br', gzip: '.gz', identity: '' } as const;
type Encoding = keyof typeof ENCODINGS;
/** Built assets as sent, by root, name and encoding (null: no such file), read once each. */
const assetCache = new Map<string, Buffer | null>();

function assetBytes(root: string, relative: string, encoding: Encoding): Buffer | null {
  const key = `${root}|${relative}|${encoding}`;
  let bytes = assetCache.get(key);
  if (bytes === undefined) {
    try {
      bytes = readFileSync(path.join(root, relative + ENCODINGS[encoding]));
    } catch {
      bytes = null;
    }
    assetCache.set(key, bytes);
  }
  return bytes;
}

/**
 * Sends a built asset (hashed name, cached for a year), its precompressed copy when the browser
 * takes it. Kept in memory once read (about 2 MB a build, compressed): a page loads dozens at once,
 * and each read from disk cost more than the rest of its request. False when there is no such file.
 */
function sendAsset(ctx: Context, root: string, relative: string): boolean {
  if (!ASSET_NAME.test(relative)) return false;
  // The smallest copy the browser takes (asked one by one: a list answers the browser's favourite).
  const order = (['br', 'gzip'] as const).filter(
    (encoding) => ctx.acceptsEncodings(encoding, 'identity') === encoding,
  );
  for (const encoding of [...order, 'identity'] as Encoding[]) {
    const bytes = assetBytes(root, relative, encoding);
    if (!bytes) continue;
    ctx.set('Cache-Control', `max-age=${365 * 24 * 3600},immutable`);
    ctx.vary('Accept-Encoding');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = path.extname(relative);
    ctx.body = bytes;
    return true;
  }
  return false;
}

type RoutePreload = { path: string; files: string[] };
const preloadCache = new Map<string, { stamp: string; html: string; routes: RoutePreload[] }>();

/** '/seasons/:id' → a pattern matching '/seasons/12' (and the same path with a trailing slash). */
function pathPattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '' : body}/?$`);
}

/**
 * index.html with <link rel="modulepreload"> for the chunks of the page at `requestPath`, from the
 * build's route-preloads.json (player/build/routePreloads.ts); null when the build has none. Read
 * again when either file changes (a rebuild while the server runs).
 */
function indexWithPreloads(root: string, requestPath: string): string | null {
  const indexFile = path.join(root, 'index.html');
  const preloadFile = path.join(root, 'route-preloads.json');
  if (!existsSync(preloadFile)) return null;
  const stamp = `${statSync(indexFile).mtimeMs}:${statSync(preloadFile).mtimeMs}`;
  let cached = preloadCache.get(root);
  if (cached?.stamp !== stamp) {
    cached = {
      stamp,
      html: readFileSync(indexFile, 'utf8'),
      routes: JSON.parse(readFileSync(preloadFile, 'utf8')) as RoutePreload[],
    };
    preloadCache.set(root, cached);
  }
  const route = cached.routes.find((candidate) => pathPattern(candidate.path).test(requestPath));
  if (!route) return cached.html;
  const links = route.files
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return cached.html.replace('</head>', `${links}</head>`);
}

/** Serves uploaded files from storage with their type, nosniff and long caching (names are random, never reused). */
export function uploads(storage: Storage) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    const name = ctx.path.slice(UPLOADS_PREFIX.length);
    const file =
      ['GET', 'HEAD'].includes(ctx.method) && isUploadName(name) ? await storage.get(name) : null;
    if (!file) {
      ctx.status = 404;
      ctx.body = { message: 'Not found', code: 'NOT_FOUND' };
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Only the server writes SVG (generated crests); a strict policy keeps any SVG inert all the same.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    ctx.set('Cache-Control', `max-age=${365 * 24 * 3600},immutable`);
    if (file.lastModified) ctx.set('Last-Modified', file.lastModified.toUTCString());
    ctx.type = file.contentType;
    ctx.body = file.body;
    // After the body: replacing a body drops an earlier Content-Length.
    ctx.length = file.size;
  };
}
