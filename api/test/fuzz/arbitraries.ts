/** fast-check generators of junk input: callers, path segments, field values, raw bodies and Authorization headers. */
import fc from 'fast-check';

export type Who = 'admin' | 'player' | 'none';
/** Who calls: on admin routes mostly a site admin (past the guard), elsewhere mostly a player; nobody now and then. */
export const callers = (adminRoute: boolean): fc.Arbitrary<Who> =>
  fc.oneof(
    { arbitrary: fc.constant<Who>('admin'), weight: adminRoute ? 6 : 2 },
    { arbitrary: fc.constant<Who>('player'), weight: adminRoute ? 1 : 3 },
    { arbitrary: fc.constant<Who>('none'), weight: 1 },
  );

const JUNK_IDS = [
  '-1',
  '0',
  '-0',
  '1e9',
  '1e309',
  '999999999',
  '9999999999',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  ' 1',
  '1 ',
  '0x10',
  '..',
  '../',
  '..%2F..%2Fetc',
  '%00',
  '%',
  '%zz',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '{}',
  '[]',
  '💥',
  'ÄÖÜ',
  'a'.repeat(300),
  '%E0%A4%A',
];

/** A path segment: a junk id, sent raw or encoded, or any random string (encoded). */
export const junkSegment = fc.oneof(
  fc.constantFrom(...JUNK_IDS),
  fc.constantFrom(...JUNK_IDS).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }).map(String),
);

/**
 * Property names a plain object treats specially (Object.prototype's members, `__proto__`) and other odd
 * ones: a map looked up with `map[key]` finds the prototype's members unless it checks own properties.
 */
export const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'valueOf',
  '__defineGetter__',
  '__lookupSetter__',
  '',
  ' ',
  'id ',
  'ID',
  'name; DROP TABLE users',
  'teams.name',
  'ÄÖÜ',
  '💥',
  'ناسي',
  '中文',
  '\u0000',
  'a'.repeat(300),
  'k'.repeat(3000),
];

/** An object key: a prototype or otherwise odd name, or any string. */
export const oddKey = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_KEYS), weight: 3 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
);

/** Values of the wrong kind for a known field. */
export const junkValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    '',
    ' ',
    0,
    -1,
    -2147483649,
    2147483648,
    1e308,
    -1e308,
    1.5,
    Number.MAX_SAFE_INTEGER,
    '1e9',
    '2026-13-45',
    'not-a-date',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    'ÄÖÜ 💥 ناسي 中文',
    [],
    {},
    [null],
    { $gt: '' },
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ minLength: 1000, maxLength: 20_000 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** URL-encoded form bodies that stress the form parser: deep nesting, sparse arrays, prototype keys. */
const formBody = fc.record({
  text: fc.constantFrom(
    'a[b][c][d][e][f][g][h][i][j][k]=1',
    'a[100000]=1',
    '__proto__[role]=admin',
    'constructor[prototype][x]=1',
    'a=1&a=2&a[]=3',
    '=&=&&',
    `a=${'%'.repeat(50)}`,
    'name=%E0%A4%A',
  ),
  contentType: fc.constant('application/x-www-form-urlencoded'),
});

/** Malformed or surprising request bodies sent as raw text with a JSON (or another) content type. */
export const rawBody = fc.oneof(
  { arbitrary: formBody, weight: 1 },
  {
    arbitrary: fc.record({
      text: fc.oneof(
        fc.constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '{"a":1}}',
          '\u0000',
          '"just a string"',
          '1e999',
          '{"a":1e999}',
          'true',
          '[]',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"role":"admin"}}}',
          '\uFEFF{}',
          '{"a":"\\ud800"}',
          '',
        ),
        fc.string({ maxLength: 60 }).map((s) => `{${s}`),
        fc.string({ maxLength: 60 }),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
      ),
    }),
    weight: 4,
  },
);

/** Printable ASCII without control characters (what an HTTP header may carry). */
const headerText = fc
  .string({ unit: 'grapheme-ascii', maxLength: 80 })
  .map((v) => [...v].filter((c) => c >= ' ' && c !== '\x7f').join(''));

/** Junk Authorization headers: random text, Bearer with junk, other schemes, and forged JWTs (see forgedTokens). */
export const junkAuthorization = (forged: string[]) =>
  fc.oneof(
    headerText,
    headerText.map((v) => `Bearer ${v}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      'bearer null',
      'Bearer undefined',
      'Token abc',
      `Bearer ${'a'.repeat(5000)}`,
    ),
    fc.constantFrom(...forged).map((t) => `Bearer ${t}`),
  );

/** Known-field mutations of a valid body: one or two fields replaced by junk, or dropped, or extra junk fields. */
export function mutatedBody(base: unknown) {
  const record =
    base && typeof base === 'object' && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  const keys = Object.keys(record);
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 4 });
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), junkValue, { minKeys: 1, maxKeys: 2 }),
      fc.subarray(keys, { maxLength: 1 }),
      fc.dictionary(fc.string({ maxLength: 12 }), junkValue, { maxKeys: 2 }),
    )
    .map(([changed, dropped, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...record, ...changed };
      for (const key of dropped) delete out[key];
      return out;
    });
}
