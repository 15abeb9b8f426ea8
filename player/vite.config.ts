import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { brandIcons } from './build/brandIcons';
import { routePreloads } from './build/routePreloads';
import { API_CACHE, APP_SHELL_PATH, OFFLINE_API_URL } from './src/lib/pwa/caching';

const apiTarget = 'http://localhost:3000';

/**
 * Writes a .br and a .gz copy beside every text file of the build. The server sends files with
 * @koa/send, which answers with the precompressed copy when the browser accepts it: the first load
 * travels compressed (about 170 kB instead of 550 kB) with no compression work per request.
 */
function precompress(): Plugin {
  return {
    name: 'predictor-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = typeof source === 'string' ? Buffer.from(source) : source;
        if (data.length < 1024) continue;
        const target = path.join(outDir, file.fileName);
        writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${target}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The service worker (dist/sw.js, Workbox generateSW): installable and usable offline without ever
 * running an old build unnoticed.
 * - Precache: the scripts, styles and images of this build, and the app shell as the server answers
 *   it (dressed for the visitor's brand, so not the bare dist/index.html) at APP_SHELL_PATH, a path
 *   no page or fan league uses, revisioned by index.html.
 * - Navigations always go to the network, so an online visit gets the current build; offline,
 *   they get the precached shell of the worker's own build, whose scripts are precached with it.
 * - The season page's and the player's own GET answers (lib/pwa/caching.ts) go network first and
 *   are kept for offline reading; nothing else of /api is cached (auth, admin, writes, the live stream).
 * - A new build's worker waits until the player presses Reload (lib/pwa); the API serves the manifest.
 * - Push notifications: public/sw-push.js, imported by the worker.
 */
const serviceWorker = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,svg,woff2}', 'index.html'],
      globIgnores: ['sw.js', 'workbox-*.js', 'brands/icons/**'],
      // The server answers index.html, dressed, at any page's path; the entry keeps its revision.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) =>
            entry.url === 'index.html' ? { ...entry, url: APP_SHELL_PATH } : entry,
          ),
          warnings: [],
        }),
      ],
      // Web Push: the notification and its click (public/sw-push.js, copied to dist as it is).
      importScripts: ['sw-push.js'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/admin') &&
            !url.pathname.startsWith('/uploads/'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: APP_SHELL_PATH } },
        },
        {
          urlPattern: OFFLINE_API_URL,
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: API_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 80, maxAgeSeconds: 14 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), routePreloads(), brandIcons(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than the app: their chunk stays cached between
        // releases. MUI, emotion and TanStack Query are not grouped: one 'mui' or 'vendor' chunk
        // would put every component any lazy page uses (Select, Tooltip with popper.js, Table...)
        // into the first load; left to the bundler, each lands with the pages that use it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            // Only the form pages (lazy) load zod and react-hook-form.
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});
