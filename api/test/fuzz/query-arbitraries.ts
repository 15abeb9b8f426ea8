/** fast-check generators of junk query strings: simple-REST list parameters and known query keys. */
import fc from 'fast-check';
import { junkValue, oddKey } from './arbitraries';

const QUERY_KEYS = [
  'season',
  'seasonId',
  'view',
  'year',
  'month',
  'limit',
  'offset',
  'q',
  'matchGroupId',
  'matchGroup',
  'match',
  'status',
  'date',
  'active',
  'token',
  'page',
  'perPage',
  'role',
  'resource',
  'resourceId',
  'actorId',
  'action',
  'trophyId',
  'userId',
];
const FILTER_KEYS = [
  'id',
  'q',
  'seasonId',
  'status',
  'date',
  'matchGroupId',
  'isActive',
  'role',
  'resource',
  'resourceId',
  'actorId',
  'action',
  'competitionId',
  'trophyId',
  'userId',
  'tier',
];

/** Fields a list may really sort by, beside odd names. */
const SORT_FIELDS = ['id', 'name', 'createdAt', 'matchDate', 'startDate', 'awardedAt', 'email'];

/** A sort parameter whose field is a known one, a prototype key or any odd name. */
const sortParam = fc
  .tuple(
    fc.oneof(fc.constantFrom(...SORT_FIELDS), oddKey),
    fc.constantFrom('ASC', 'DESC', 'asc', 'SIDEWAYS', ''),
  )
  .map((sort) => JSON.stringify(sort));

/** A filter object whose keys are known filters, prototype keys or odd names. */
const filterParam = fc
  .dictionary(fc.oneof(fc.constantFrom(...FILTER_KEYS), oddKey), junkValue, { maxKeys: 4 })
  .map((filter) => JSON.stringify(filter));

/** simple-REST parameters with junk JSON inside, or not JSON at all. */
const listParam = fc.oneof(
  sortParam,
  filterParam,
  fc.constantFrom(
    '["id","ASC"',
    '[0,1e20]',
    '[-1,5]',
    '[5,1]',
    '[0,99999999999]',
    '["name","SIDEWAYS"]',
    '["nope","ASC"]',
    '{"q":{}}',
    'null',
    '[]',
    '{}',
    '"x"',
    '[0,24]',
    '["id","DESC"]',
    '[1.5,2]',
    '{"id":[]}',
    '{"id":["x",-1]}',
    '["constructor","ASC"]',
    '["__proto__","DESC"]',
    '{"__proto__":{"id":[1]}}',
    '{"constructor":{"prototype":{"q":"x"}}}',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
);

/** A query string: known parameter names with junk values, random names, repeated names, and raw nasty strings. */
export const junkQuery = fc.oneof(
  fc
    .tuple(
      fc.record(
        {
          sort: fc.oneof(sortParam, listParam),
          range: listParam,
          filter: fc.oneof(filterParam, listParam),
        },
        { requiredKeys: [] },
      ),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
        fc.oneof(
          junkValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
          fc.string(),
        ),
        { maxKeys: 4 },
      ),
    )
    .map(([list, rest]) => new URLSearchParams({ ...rest, ...list }).toString()),
  fc.constantFrom(
    'season=1&season=2',
    'limit=-1',
    'limit=1e9',
    'offset=-5',
    'year=99999&month=13',
    'view=monthly&year=abc&month=0',
    '%',
    '%zz=1',
    'a[b][c]=1',
    'sort[]=1',
    'q=%00',
    'filter=%7B',
    'range=%5B0%2C1e400%5D',
    `q=${'x'.repeat(5000)}`,
    'matchGroupId=1&matchGroupId=2',
    'season=all&view=season',
  ),
);

/** The route's valid query with one to three parameters (its own or known ones) set to junk. */
export function mutatedQuery(base: string) {
  const keys = [...new URLSearchParams(base).keys()];
  const text = fc.oneof(
    junkValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    listParam,
  );
  return fc
    .dictionary(fc.constantFrom(...keys, ...QUERY_KEYS), text, { minKeys: 1, maxKeys: 3 })
    .map((changes) => {
      const params = new URLSearchParams(base);
      for (const [key, value] of Object.entries(changes)) params.set(key, value);
      return params.toString();
    });
}
