import { describe, expect, it } from 'vitest';
import {
  createLeagueFormSchema,
  EMPTY_LEAGUE,
  editLeagueFormSchema,
  leagueFormValues,
  type LeagueFormValues,
} from './form';
import { makeLeague, makePermissions } from './testData';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Create League form', () => {
  const values = (overrides: Partial<LeagueFormValues> = {}): LeagueFormValues => ({
    ...EMPTY_LEAGUE,
    name: 'Office League',
    season: '3',
    ...overrides,
  });

  it("needs a trimmed name and a season, with the spec's messages", () => {
    expect(messages(createLeagueFormSchema.safeParse(values({ name: '   ', season: '' })))).toEqual(
      { name: 'League name is required', season: 'Please select a season' },
    );
  });

  it('checks the group name of fan leagues only', () => {
    const fan = (groupname: string) =>
      messages(createLeagueFormSchema.safeParse(values({ type: 'fanleague', groupname })));
    expect(fan('')).toEqual({ groupname: 'Group name is required for fan leagues' });
    expect(fan('ab')).toEqual({ groupname: 'Group name must be at least 3 characters long' });
    expect(fan('abc')).toEqual({});
    expect(messages(createLeagueFormSchema.safeParse(values({ groupname: 'ab' })))).toEqual({});
  });

  it('builds the POST body: trimmed, groupname only for a fan league', () => {
    expect(createLeagueFormSchema.parse(values({ name: ' Office ', groupname: 'abc' }))).toEqual({
      name: 'Office',
      description: null,
      season: 3,
      type: 'public',
    });
    expect(
      createLeagueFormSchema.parse(values({ type: 'fanleague', groupname: ' spurs ' })),
    ).toMatchObject({ type: 'fanleague', groupname: 'spurs' });
  });
});

describe('Edit League form', () => {
  const league = makeLeague({ maxMembers: 20 });

  it('sends only what can-edit allows, the season only when changed', () => {
    const locked = makePermissions({
      canChangeName: false,
      canChangeDescription: false,
      canChangeType: false,
    });
    const body = editLeagueFormSchema(league, locked).parse({
      ...leagueFormValues(league),
      name: 'Renamed',
      maxMembers: '',
    });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ maxMembers: null });

    const open = editLeagueFormSchema(league, makePermissions()).parse({
      ...leagueFormValues(league),
      name: ' Renamed ',
      season: '4',
    });
    expect(JSON.parse(JSON.stringify(open))).toEqual({
      name: 'Renamed',
      description: 'Bragging rights for the office',
      season: 4,
      type: 'public',
      maxMembers: 20,
    });
  });

  it("refuses a season change while the league has other members, with the spec's message", () => {
    const schema = editLeagueFormSchema(league, makePermissions({ memberCount: 2 }));
    expect(messages(schema.safeParse({ ...leagueFormValues(league), season: '4' }))).toEqual({
      season: 'Cannot change season for leagues with members',
    });
    expect(schema.safeParse(leagueFormValues(league)).success).toBe(true);
  });

  it('needs a name, a whole maximum of at least 1, and a group name for a fan league', () => {
    const schema = editLeagueFormSchema(league, makePermissions());
    expect(
      messages(
        schema.safeParse({
          ...leagueFormValues(league),
          name: ' ',
          maxMembers: '0',
          type: 'fanleague',
        }),
      ),
    ).toEqual({
      name: 'League name is required',
      maxMembers: 'Maximum members must be a whole number of at least 1',
      groupname: 'Group name is required for fan leagues',
    });
  });
});
