import type { Plugin } from 'vite';

/**
 * The pages people land on, by path pattern (as in app/routes.tsx) and page module. A visit to one
 * of these paths gets its page's chunks preloaded from index.html, so they download with the app's
 * own scripts instead of after them (one network round trip less before the page paints).
 */
export const LANDING_PAGES: { path: string; module: string }[] = [
  { path: '/', module: 'src/features/home/HomePage.tsx' },
  { path: '/seasons', module: 'src/features/seasons/SeasonsPage.tsx' },
  { path: '/seasons/:id', module: 'src/features/seasons/SeasonPage.tsx' },
  { path: '/predictions/:matchId', module: 'src/features/predictions/MatchPage.tsx' },
  { path: '/my-predictions', module: 'src/features/my-predictions/MyPredictionsPage.tsx' },
  { path: '/leaderboards', module: 'src/features/leaderboards/LeaderboardsPage.tsx' },
  { path: '/leagues', module: 'src/features/leagues/LeaguesPage.tsx' },
  { path: '/leagues/:id', module: 'src/features/leagues/LeaguePage.tsx' },
  { path: '/login', module: 'src/features/auth/LoginPage.tsx' },
  { path: '/register', module: 'src/features/auth/RegisterPage.tsx' },
];

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Chunkish = {
  moduleIds?: string[];
  type: string;
  fileName: string;
  imports?: string[];
  facadeModuleId?: string | null;
  isEntry?: boolean;
};

/**
 * Writes dist/route-preloads.json: for each landing page, the files of its chunk and the chunks it
 * imports statically that the entry does not already load. The server (api/src/lib/static.ts) adds
 * them to index.html as <link rel="modulepreload"> for a request of that path.
 */
export function routePreloads(): Plugin {
  return {
    name: 'predictor-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle) as Chunkish[];
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const imported of byName.get(start)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      const loaded = entry ? closure(entry.fileName) : new Set<string>();
      const preloads = LANDING_PAGES.flatMap(({ path, module }) => {
        // The chunk holding the page module (its facade, or a shared chunk it was merged into).
        const page = chunks.find(
          (chunk) =>
            chunk.type === 'chunk' &&
            (chunk.moduleIds ?? []).some((id) => id.replace(/\\/g, '/').endsWith(module)),
        );
        if (!page) this.error(`route preloads: no chunk for ${module} (is it still a lazy page?)`);
        const files = [...closure(page.fileName)].filter((file) => !loaded.has(file));
        return [{ path, files: files.map((file) => `/${file}`) }];
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
