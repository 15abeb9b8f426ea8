import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '@predictor/contracts/constants';
import {
  PAGE_TOO_LARGE,
  filterBoolean,
  filterIds,
  filterText,
  parseListParams,
} from './simple-rest';

const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];
const options = {
  sortable: { id: 'id', name: 'name' },
  defaultSort: ['id', 'ASC'] as ['id', 'ASC'],
};
const parse = (query: Record<string, string>) =>
  parseListParams({ query } as unknown as Context, options);

describe('parseListParams', () => {
  it('refuses a prototype key as sort field with 400, naming it', () => {
    for (const key of PROTOTYPE_KEYS) {
      expect(() => parse({ sort: JSON.stringify([key, 'ASC']) }), key).toThrow(
        expect.objectContaining({ status: 400, message: `Cannot sort by ${key}` }),
      );
    }
  });

  it('answers a filter that finds only the keys the client sent', () => {
    const { filter } = parse({ filter: '{"__proto__":{"id":[1],"q":"x"},"constructor":"y"}' });
    expect(filterIds(filter)).toBeNull();
    expect(filterText(filter, 'q')).toBeNull();
    expect(filterText(filter, 'constructor')).toBe('y');
    expect(filterText(filter, 'toString')).toBeNull();
    expect(filterBoolean(filter, 'valueOf')).toBeNull();
  });

  it('reads filters of an ordinary object as own properties only', () => {
    expect(filterText({}, 'constructor')).toBeNull();
    expect(filterBoolean({}, 'hasOwnProperty')).toBeNull();
    expect(filterIds(Object.create({ id: [1] }))).toBeNull();
  });
});

describe('parseListParams paging', () => {
  it('answers every id of a getMany (id filter, no range) instead of the default page', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const params = parse({ filter: JSON.stringify({ id: ids }) });
    expect(params).toMatchObject({ offset: 0, limit: 30 });
  });

  it('keeps an explicit range beside an id filter', () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const params = parse({ filter: JSON.stringify({ id: ids }), range: '[0,9]' });
    expect(params).toMatchObject({ offset: 0, limit: 10 });
  });

  it('answers an export range of 1,000 rows in full and refuses more with 400', () => {
    expect(MAX_PAGE).toBe(1000);
    expect(parse({ range: '[0,999]' })).toMatchObject({ offset: 0, limit: 1000 });
    expect(() => parse({ range: '[0,1000]' })).toThrow(
      expect.objectContaining({ status: 400, message: PAGE_TOO_LARGE }),
    );
    const tooMany = Array.from({ length: MAX_PAGE + 1 }, (_, i) => i + 1);
    expect(() => parse({ filter: JSON.stringify({ id: tooMany }) })).toThrow(
      expect.objectContaining({ status: 400, message: PAGE_TOO_LARGE }),
    );
  });

  it.each([
    '[1e300,1e300]',
    '[9007199254740992,9007199254740993]',
    '[0.5,10]',
    '[-1,10]',
    '[10,5]',
    '["0","9"]',
    '[0]',
    '{}',
  ])('refuses range=%s (not two safe non-negative integers in order) with 400', (range) => {
    expect(() => parse({ range })).toThrow(
      expect.objectContaining({ status: 400, message: 'Invalid range parameter' }),
    );
  });
});
