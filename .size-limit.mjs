// Size budgets of the player site and the back office, checked by `npm run test:size` (part of `npm test`, after the build).
// The first load is exactly what player/dist/index.html loads: its module script and the chunks it
// modulepreloads, each gzipped (as bench:web measures them, scripts/web-size.mjs). Any other chunk is
// loaded by a route; the largest of them is checked against the route budget.
import { existsSync } from 'node:fs';
import { chunkSizes, firstLoadFiles } from './scripts/web-size.mjs';

const dist = 'player/dist';
const adminDist = 'backoffice/dist';
for (const [dir, app] of [
  [dist, 'player'],
  [adminDist, 'backoffice'],
]) {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`${dir}/index.html is missing: build it first (npm run build -w ${app})`);
  }
}

const firstLoad = firstLoadFiles(dist);
const largestRouteChunk = chunkSizes(dist).find((chunk) => !firstLoad.includes(chunk.file));

export default [
  {
    name: 'Player first load (index.html script + modulepreloads)',
    path: firstLoad.map((file) => `${dist}/${file}`),
    gzip: true,
    limit: '180 kB',
  },
  ...(largestRouteChunk
    ? [
        {
          name: `Player largest route chunk (${largestRouteChunk.file})`,
          path: `${dist}/${largestRouteChunk.file}`,
          gzip: true,
          limit: '100 kB',
        },
      ]
    : []),
  {
    // Rich text, the grid and charts stay in lazy chunks (issue 12): the budget holds them out.
    name: 'Back-office first load (index.html script + modulepreloads)',
    path: firstLoadFiles(adminDist).map((file) => `${adminDist}/${file}`),
    gzip: true,
    limit: '400 kB',
  },
];
