import { describe, expect, it } from 'vitest';
import { expectedMatchesPerWeek, KIT_STYLE_IDS, registerSchema } from './index';

describe('contracts', () => {
  it('expects 10 matches a week for the Premier League, case-insensitively, else 12', () => {
    expect(expectedMatchesPerWeek('Premier League 2025/26')).toBe(10);
    expect(expectedMatchesPerWeek('PREMIER LEAGUE')).toBe(10);
    expect(expectedMatchesPerWeek('Championship 2025/26')).toBe(12);
  });
  it('has the eight kit styles of the spec', () => {
    expect(KIT_STYLE_IDS).toEqual([
      'solid',
      'sleeves',
      'vertical',
      'horizontal',
      'quartered',
      'half',
      'checkered',
      'diagonal',
    ]);
  });
  it('drops empty optional names on register', () => {
    const parsed = registerSchema.parse({
      teamName: ' A ',
      email: 'a@b.co',
      password: 'secret',
      firstName: '',
    });
    expect(parsed.teamName).toBe('A');
    expect(parsed.firstName).toBeUndefined();
  });
});
