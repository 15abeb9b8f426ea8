// Bundle sizes of a built Vite app, measured the same way by `npm run bench:web` and the size check
// (`npm run test:size`): the first load is what dist/index.html loads, i.e. its module scripts and
// modulepreloaded chunks (the entry plus its static imports), each file gzipped on its own.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size of one file in bytes (level 9, as servers and size-limit compress). */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The JavaScript files index.html loads at once, relative to dist (in document order, no repeats). */
export function firstLoadFiles(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [];
  const tag = /<(script|link)\b([^>]*)>/gi;
  for (const [, name, attributes] of html.matchAll(tag)) {
    const attr = (key) =>
      attributes.match(new RegExp(`\\b${key}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    const url =
      name.toLowerCase() === 'script'
        ? attr('type') === 'module' && attr('src')
        : attr('rel') === 'modulepreload' && attr('href');
    if (!url || /^[a-z]+:\/\//i.test(url)) continue;
    // Vite writes URLs under its base (/ or /admin/): the file is the part from assets/ on.
    const file = url.replace(/^.*?(?=assets\/)/, '');
    if (!files.includes(file)) files.push(file);
  }
  return files;
}

/** Every JavaScript chunk in dist/assets with its gzip size, largest first. */
export function chunkSizes(distDir) {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzip: gzipBytes(path.join(assets, name)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** First-load files with their gzip sizes and the total, plus the largest chunk not in the first load. */
export function measureApp(distDir) {
  const first = firstLoadFiles(distDir).map((file) => ({
    file,
    gzip: gzipBytes(path.join(distDir, file)),
  }));
  const firstSet = new Set(first.map((f) => f.file));
  const routeChunks = chunkSizes(distDir).filter((c) => !firstSet.has(c.file));
  return {
    firstLoad: first,
    firstLoadGzip: first.reduce((sum, f) => sum + f.gzip, 0),
    largestRouteChunk: routeChunks[0] ?? null,
  };
}

/** Kilobytes of 1000 bytes, as Vite and size-limit print them. */
export const kb = (bytes) => (bytes / 1000).toFixed(1);

/**
 * What a visit to each landing page loads before it renders: the first load plus that page's chunks
 * from dist/route-preloads.json (the server preloads them for the path). Empty without that file.
 */
export function landingPageLoads(distDir) {
  const listFile = path.join(distDir, 'route-preloads.json');
  let routes;
  try {
    routes = JSON.parse(readFileSync(listFile, 'utf8'));
  } catch {
    return [];
  }
  const first = firstLoadFiles(distDir);
  const base = first.reduce((sum, file) => sum + gzipBytes(path.join(distDir, file)), 0);
  return routes.map(({ path: route, files }) => ({
    route,
    gzip:
      base +
      files
        .map((file) => file.replace(/^\//, ''))
        .filter((file) => !first.includes(file))
        .reduce((sum, file) => sum + gzipBytes(path.join(distDir, file)), 0),
  }));
}
