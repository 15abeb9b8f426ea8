import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { filterBoolean, filterIds, filterText, parseListParams } from './simple-rest';

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
