import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from '../adminAreas';
import { i18nProvider } from '../i18n';
import { customPages } from '../pages';
import { resources } from '../resources';
import { Menu } from './Menu';

afterEach(cleanup);

function renderMenu() {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
        <Menu />
      </AdminContext>
    </MemoryRouter>,
  );
}

const hrefs = () => screen.getAllByRole('menuitem').map((item) => item.getAttribute('href') ?? '');

describe('the sidebar', () => {
  it('lists every route the back office declares: each resource with a list and each custom page', () => {
    renderMenu();
    const links = new Set(hrefs());
    const routes = [
      ...Object.entries(resources)
        .filter(([, definition]) => definition.list)
        .map(([name]) => `/${name}`),
      ...customPages.map((page) => `/${page.path}`),
    ];
    for (const route of routes) expect(links, route).toContain(route);
    expect(links).toContain('/');
  });

  it('groups the screens under Game, Players, Content and Tools', () => {
    renderMenu();
    const groupOf = (name: string) =>
      within(screen.getByRole('group', { name }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
    expect(groupOf('Game')).toEqual([
      'Competitions',
      'Seasons',
      'Teams',
      'Match groups',
      'Matches',
      'Results entry',
      'Import fixtures',
      'Match distribution',
      'Season questions',
    ]);
    expect(groupOf('Players')).toEqual(['Users', 'Favourite teams', 'Trophies', 'Trophy awards']);
    expect(groupOf('Content')).toEqual(['News', 'Newsletter']);
    expect(groupOf('Tools')).toEqual(['Audit log']);
    // Each area is listed once.
    expect(new Set(ADMIN_AREAS.map((area) => area.path)).size).toBe(ADMIN_AREAS.length);
  });
});
