import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { REQUEST_TIMEOUT_MS, type DashboardTotals } from '@predictor/contracts';
import { readToken } from './session';
import { matchGroupOverrides } from './resources/matchgroups/dataProvider';
import { matchMethods, matchOverrides, type MatchMethods } from './resources/matches/dataProvider';

export const API_URL = '/api/admin';

/** Every call carries the stored bearer token and gives up after the default time-out. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  return fetchUtils.fetchJson(url, { ...options, headers, signal });
}

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;
type Method = (typeof METHODS)[number];
type Call = (resource: string, params: unknown) => Promise<unknown>;

/**
 * Per-resource overrides for resources whose API departs from the simple-REST protocol
 * (the spec's own paths, multipart uploads): `{ teams: { create: ... } }` replaces only those methods.
 */
export type ResourceOverrides = Record<string, Partial<Pick<DataProvider, Method>>>;

export function withResourceOverrides(
  base: DataProvider,
  overrides: ResourceOverrides,
): DataProvider {
  const dispatch =
    (method: Method): Call =>
    (resource, params) => {
      const fn = (overrides[resource]?.[method] ?? base[method]) as Call;
      return fn(resource, params);
    };
  return { ...base, ...Object.fromEntries(METHODS.map((m) => [m, dispatch(m)])) } as DataProvider;
}

const overrides: ResourceOverrides = {
  matches: matchOverrides,
  matchgroups: matchGroupOverrides,
};

/** Calls outside the simple-REST protocol, reachable through useDataProvider<AdminDataProvider>(). */
export type AdminDataProvider = DataProvider & {
  getDashboard: () => Promise<DashboardTotals>;
} & MatchMethods;

/** ra-data-simple-rest over /api/admin, plus the overrides and the custom calls above. */
export const dataProvider: AdminDataProvider = {
  ...withResourceOverrides(simpleRestProvider(API_URL, httpClient), overrides),
  getDashboard: async () => (await httpClient(`${API_URL}/dashboard`)).json as DashboardTotals,
  ...matchMethods,
};
