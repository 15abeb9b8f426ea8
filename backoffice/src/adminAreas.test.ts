import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS } from './adminAreas';
import { customPages } from './pages';
import { resources } from './resources';

describe('the admin areas the dashboard links to', () => {
  it('are each a registered resource or custom page: no link leads nowhere', () => {
    const pages = new Set(customPages.map((page) => page.path));
    for (const area of ADMIN_AREAS) {
      const registered = area.kind === 'resource' ? area.path in resources : pages.has(area.path);
      expect(registered, `${area.kind} ${area.path}`).toBe(true);
    }
  });
});
