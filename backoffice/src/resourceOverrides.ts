import type { DataProvider } from 'react-admin';

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
