import { routers } from '../src/routes';

export type RouteKey = `${string} ${string}`;
export type ApiRoute = { method: string; path: string; key: RouteKey };

/**
 * Every (METHOD, /api + path) the API routers declare, in router order. HEAD (added by @koa/router for
 * each GET) and router-level middleware (`router.use`, no methods) are left out. Paths keep their
 * @koa/router parameters (`/api/leagues/:id`).
 */
export function apiRoutes(): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const path = `/api${layer.path}`;
        const key: RouteKey = `${method} ${path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, path, key });
      }
    }
  }
  return routes;
}

/** Fills `:name` parameters of a route path; a missing value throws so a table row cannot silently hit the wrong URL. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The parameter names of a route path, e.g. ['id', 'userId']. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
}
