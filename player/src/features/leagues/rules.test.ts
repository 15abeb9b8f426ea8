import { describe, expect, it } from 'vitest';
import { leagueTypesFor, normaliseGroupname } from './rules';

describe('league rules', () => {
  it('types a group name in lowercase and strips other characters', () => {
    expect(normaliseGroupname('Red Devils_FC!')).toBe('reddevilsfc');
    expect(normaliseGroupname('spurs-2025')).toBe('spurs-2025');
    expect(normaliseGroupname('a'.repeat(60))).toHaveLength(50);
  });

  it('offers official and fan leagues to admins only', () => {
    expect(leagueTypesFor(false)).toEqual(['public', 'invite_only']);
    expect(leagueTypesFor(true)).toEqual(['public', 'invite_only', 'official', 'fanleague']);
  });
});
