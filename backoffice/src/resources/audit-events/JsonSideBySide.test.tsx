import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../i18n';
import { changedKeys, JsonSideBySide, unionKeys } from './JsonSideBySide';

afterEach(cleanup);

describe('JsonSideBySide', () => {
  it('finds the changed keys of an update, and every key of a create', () => {
    const before = { id: 1, name: 'A', tags: ['x'] };
    const after = { id: 1, name: 'B', tags: ['x'], logoUrl: '/u.png' };
    expect(unionKeys(before, after)).toEqual(['id', 'name', 'tags', 'logoUrl']);
    expect([...changedKeys(before, after)]).toEqual(['name', 'logoUrl']);
    expect([...changedKeys(null, { id: 2 })]).toEqual(['id']);
  });

  it('shows before and after side by side, marks the changed field, and says when a side is empty', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <JsonSideBySide before={{ name: 'A', tier: 1 }} after={{ name: 'B', tier: 1 }} />
      </AdminContext>,
    );
    const before = screen.getByRole('region', { name: 'Before' });
    const after = screen.getByRole('region', { name: 'After' });
    expect(within(before).getByText('"name": "A"').tagName).toBe('MARK');
    expect(within(after).getByText('"name": "B"').tagName).toBe('MARK');
    expect(within(after).getByText('"tier": 1').tagName).toBe('SPAN');
    cleanup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <JsonSideBySide before={null} after={{ name: 'B' }} />
      </AdminContext>,
    );
    expect(
      within(screen.getByRole('region', { name: 'Before' })).getByText('Nothing recorded'),
    ).toBeTruthy();
  });
});
