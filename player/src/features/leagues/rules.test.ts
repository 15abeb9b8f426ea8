import { describe, expect, it } from 'vitest';
import {
  createLeagueBody,
  leagueTypesFor,
  normaliseGroupname,
  validateCreateLeague,
  type CreateLeagueValues,
} from './rules';

const values = (overrides: Partial<CreateLeagueValues> = {}): CreateLeagueValues => ({
  name: 'Office League',
  description: '',
  season: '3',
  type: 'public',
  groupname: '',
  ...overrides,
});

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

  it('needs a trimmed name and a season', () => {
    expect(validateCreateLeague(values({ name: '   ', season: '' }))).toEqual({
      name: 'League name is required',
      season: 'Please select a season',
    });
    expect(validateCreateLeague(values())).toEqual({});
  });

  it('checks the group name of fan leagues only', () => {
    expect(validateCreateLeague(values({ type: 'fanleague' })).groupname).toBe(
      'Group name is required for fan leagues',
    );
    expect(validateCreateLeague(values({ type: 'fanleague', groupname: 'ab' })).groupname).toBe(
      'Group name must be at least 3 characters long',
    );
    expect(validateCreateLeague(values({ type: 'fanleague', groupname: 'abc' }))).toEqual({});
    expect(validateCreateLeague(values({ type: 'public', groupname: 'ab' }))).toEqual({});
  });

  it('sends groupname only for a fan league', () => {
    expect(createLeagueBody(values({ name: ' Office ', groupname: 'abc' }))).toEqual({
      name: 'Office',
      description: '',
      season: 3,
      type: 'public',
    });
    expect(createLeagueBody(values({ type: 'fanleague', groupname: 'abc' }))).toMatchObject({
      type: 'fanleague',
      groupname: 'abc',
    });
  });
});
