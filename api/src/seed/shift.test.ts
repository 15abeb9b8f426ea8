import { describe, expect, it } from 'vitest';
import type { Fixture } from './fixtures';
import { loadFixtureFile } from './fixtures';
import { clubInitials, crestSvg } from './crests';
import { wantsDemo } from './run';
import { matchState, shiftKickOff, ukOffsetMinutes, weeksToShift } from './shift';

const fixture = (fields: Partial<Fixture>): Fixture => ({
  round: 1,
  date: '2025-08-16T14:00:00Z',
  home: 'A',
  away: 'B',
  homeGoals: 2,
  awayGoals: 1,
  status: 'finished',
  ...fields,
});

describe('season shift', () => {
  it('shifts by the whole number of weeks that brings 20 December 2025 nearest to now', () => {
    expect(weeksToShift(new Date('2025-12-20T00:00:00Z'))).toBe(0);
    expect(weeksToShift(new Date('2026-11-21T12:00:00Z'))).toBe(48);
    expect(weeksToShift(new Date('2026-11-25T00:00:00Z'))).toBe(49);
  });

  it('knows British Summer Time', () => {
    expect(ukOffsetMinutes(Date.parse('2026-07-01T12:00:00Z'))).toBe(60);
    expect(ukOffsetMinutes(Date.parse('2026-12-01T12:00:00Z'))).toBe(0);
    expect(ukOffsetMinutes(Date.parse('2026-03-29T00:59:00Z'))).toBe(0);
    expect(ukOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(60);
  });

  it('keeps the weekday and the UK kick-off time, across the clock change', () => {
    // Saturday 16 August 2025, 15:00 BST → 48 weeks later is Saturday 18 July 2026, 15:00 BST.
    expect(shiftKickOff('2025-08-16T14:00:00Z', 48).toISOString()).toBe('2026-07-18T14:00:00.000Z');
    // Saturday 8 November 2025, 15:00 GMT → 21 weeks later is Saturday 4 April 2026, 15:00 BST.
    expect(shiftKickOff('2025-11-08T15:00:00Z', 21).toISOString()).toBe('2026-04-04T14:00:00.000Z');
    expect(shiftKickOff('2025-11-08T15:00:00Z', 21).getUTCDay()).toBe(6);
  });

  it('puts a fixture with a plain date at 15:00 UK time', () => {
    expect(shiftKickOff('2025-12-06', 2).toISOString()).toBe('2025-12-20T15:00:00.000Z');
  });

  it('keeps real scores in the past and schedules everything in the future', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const past = new Date('2025-12-31T15:00:00Z');
    const future = new Date('2026-01-02T15:00:00Z');
    expect(matchState(fixture({}), past, now)).toEqual({
      status: 'finished',
      homeGoals: 2,
      awayGoals: 1,
    });
    expect(matchState(fixture({}), future, now)).toEqual({
      status: 'scheduled',
      homeGoals: null,
      awayGoals: null,
    });
    for (const status of ['unknown', 'postponed', 'abandoned', 'scheduled'] as const) {
      expect(
        matchState(fixture({ status, homeGoals: null, awayGoals: null }), past, now).status,
      ).toBe('postponed');
    }
    expect(
      matchState(fixture({ status: 'cancelled', homeGoals: null, awayGoals: null }), past, now),
    ).toEqual({ status: 'cancelled', homeGoals: null, awayGoals: null });
  });
});

describe('fixture files', () => {
  it('loads every tier and season copied into api/seeds', () => {
    for (const season of ['2023-24', '2024-25', '2025-26']) {
      for (const tier of [1, 2, 3, 4, 5]) {
        const file = loadFixtureFile(tier, season);
        expect(file.tier).toBe(tier);
        expect(file.matches).toHaveLength(tier === 1 ? 380 : 552);
      }
    }
    expect(() => loadFixtureFile(6, '2025-26')).toThrow(/No fixture file/);
  });
});

describe('crests', () => {
  it('draws a plain SVG shield with the club initials', () => {
    expect(clubInitials('Brighton & Hove Albion')).toBe('BHA');
    expect(clubInitials('AFC Bournemouth')).toBe('BOU');
    expect(clubInitials('Arsenal')).toBe('ARS');
    const svg = crestSvg('Arsenal');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('#ef0107');
    expect(svg).toContain('>ARS</text>');
    expect(svg).not.toMatch(/script|href|on\w+=/i);
  });
});

describe('when to seed', () => {
  it('seeds by default only the embedded database; SEED_DEMO forces either way', () => {
    expect(wantsDemo({ seedDemo: undefined }, true)).toBe(true);
    expect(wantsDemo({ seedDemo: undefined }, false)).toBe(false);
    expect(wantsDemo({ seedDemo: true }, false)).toBe(true);
    expect(wantsDemo({ seedDemo: false }, true)).toBe(false);
  });
});
