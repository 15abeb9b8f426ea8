import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockApi } from '../../test/http';

describe('theme toggle', () => {
  it('starts dark, switches to light and remembers the choice for the next visit', async () => {
    mockApi({ 'GET /api/seasons?active=true': { body: [] } });
    const first = renderApp('/');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(window.localStorage.getItem('themeMode')).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    first.unmount();

    renderApp('/');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });
});
