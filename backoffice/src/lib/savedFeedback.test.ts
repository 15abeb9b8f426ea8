import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n';
import { recordName } from './savedFeedback';

describe('recordName', () => {
  it('names a post by title, a user by e-mail, a match by its teams, the others by name', () => {
    expect(recordName({ id: 1, title: 'Derby day', name: 'x' })).toBe('Derby day');
    expect(recordName({ id: 2, email: 'ann@example.com', teamName: 'Ann FC' })).toBe(
      'ann@example.com',
    );
    expect(recordName({ id: 3, homeTeam: { name: 'Leeds' }, awayTeam: { name: 'Hull' } })).toBe(
      'Leeds v Hull',
    );
    expect(recordName({ id: 4, name: 'Walk Rovers' })).toBe('Walk Rovers');
    expect(recordName({ id: 5 })).toBe('#5');
  });

  it("reads \"Team 'Walk Rovers' created\" with the resource's singular label", () => {
    const what = i18nProvider.translate('resources.teams.name', { smart_count: 1 });
    expect(i18nProvider.translate('app.saved.created', { what, name: 'Walk Rovers' })).toBe(
      "Team 'Walk Rovers' created",
    );
  });
});
